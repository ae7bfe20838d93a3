import type { DbOrTx } from '../client.ts';
import { deliveryLocations } from '../schema/index.ts';
import { uniqueSuffix } from './unique.ts';

export async function createDeliveryLocation(
  db: DbOrTx,
  overrides: Partial<typeof deliveryLocations.$inferInsert> = {},
) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(deliveryLocations)
    .values({
      slug: `location-${u}`,
      name: `Location ${u}`,
      district: 'Kathmandu',
      lat: 27.7172,
      lng: 85.324,
      deliveryChargePaisa: 15_000,
      ...overrides,
    })
    .returning();
  return row;
}
