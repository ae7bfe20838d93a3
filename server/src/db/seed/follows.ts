import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { storeFollows, stores, users } from '../schema/index.ts';

/** Stores the demo customer follows, so the home page shows their shelf after signing in. */
export const DEMO_FOLLOWED_STORES = ['kumari-cake-house', 'phoolbari-florists'];

export async function seedDemoFollows(db: DbOrTx) {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer@upahar.demo'))
    .limit(1);
  if (!customer) return;
  const followed = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.slug, DEMO_FOLLOWED_STORES));
  if (followed.length === 0) return;
  await db
    .insert(storeFollows)
    .values(followed.map((s) => ({ userId: customer.id, storeId: s.id })))
    .onConflictDoNothing();
}
