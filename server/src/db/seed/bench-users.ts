import { asc, eq } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { DbOrTx } from '../client.ts';
import { deliveryLocations, shippingAddresses, stores, users } from '../schema/index.ts';

// Shoppers for the buying benchmark (bench/buying.mjs): bench-N@upahar.bench, one address each in
// the delivery area nearest to the first demo store, so its products can be delivered there.
export const BENCH_PASSWORD = 'bench-password-2026';
const benchEmail = (i: number) => `bench-${i}@upahar.bench`;
// Run once on a fresh benchmark database (bench/buying.mjs makes one each time).

export async function seedBenchUsers(db: DbOrTx, { users: count }: { users: number }) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [store] = await db
    .select()
    .from(stores)
    .where(eq(stores.isActive, true))
    .orderBy(asc(stores.id))
    .limit(1);
  const locations = await db.select().from(deliveryLocations).where(eq(deliveryLocations.isActive, true));
  if (!store || locations.length === 0) throw new Error('Seed the demo shop before benchmark users');
  const near = (l: (typeof locations)[number]) =>
    (l.lat - (store.lat ?? 0)) ** 2 + (l.lng - (store.lng ?? 0)) ** 2;
  const location = store.lat === null ? locations[0] : [...locations].sort((a, b) => near(a) - near(b))[0];
  for (let i = 1; i <= count; i++) {
    const [user] = await db
      .insert(users)
      .values({
        name: `Bench Shopper ${i}`,
        username: `bench_${i}`,
        email: benchEmail(i),
        passwordHash,
        emailVerifiedAt: clock.now(),
      })
      .returning({ id: users.id });
    await db.insert(shippingAddresses).values({
      userId: user.id,
      deliveryLocationId: location.id,
      alias: 'Home',
      receiverName: `Bench Shopper ${i}`,
      phoneNumber: '9841234567',
    });
  }
  return { storeId: store.id, locationId: location.id };
}
