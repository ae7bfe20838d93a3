import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbOrTx, pgliteExtensions } from './client.ts';
import { createDeliveryLocation, createDeliveryMethod, createTimeSlot } from './factories/index.ts';
import { migrationsFolder } from './migrate.ts';
import {
  insertLegacyOrder,
  insertLegacyProduct,
  insertLegacyStore,
  insertLegacyUser,
  migrationsBefore,
} from './migration-testing.ts';

// Reviews written before the delivered-order rule must earn the "Verified purchase" badge
// exactly where the writer has a delivered order of the product, and no review may be lost.
// It runs on its own in-memory database, whatever the suite's database is.

const TAG = '0005_verified_reviews';

let client: PGlite | undefined;
let older: string | undefined;

afterAll(async () => {
  await client?.close();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it('links old reviews to the writer’s latest delivered order of the product, and only those', async () => {
    client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client);
    // The factories take the app's database type; this one is the same PGlite under a plainer type.
    const app = db as unknown as DbOrTx;
    older = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: older });

    // The factories write the tables that kept their shape (users, products, delivery); orders are
    // written as they were stored before parts.
    const cake = await insertLegacyProduct(client, { storeId: (await insertLegacyStore(client)).id });
    const location = await createDeliveryLocation(app);
    const method = await createDeliveryMethod(app);
    const slot = await createTimeSlot(app, { methodId: method.id, startsAt: '10:00', endsAt: '13:00' });
    const where = { locationId: location.id, methodId: method.id, slotId: slot.id };
    const items = [{ productId: cake.id, storeId: cake.storeId, quantity: 1, unitPricePaisa: 150_000 }];
    const [buyer, waiting, stranger] = [
      await insertLegacyUser(client),
      await insertLegacyUser(client),
      await insertLegacyUser(client),
    ];
    const order = (userId: string, status: string, placedAt: string) =>
      insertLegacyOrder(client as PGlite, { ...where, userId, status, items, placedAt: new Date(placedAt) });
    await order(buyer.id, 'delivered', '2026-01-01');
    const latest = await order(buyer.id, 'delivered', '2026-02-01');
    await order(waiting.id, 'out_for_delivery', '2026-02-10');
    for (const u of [buyer, waiting, stranger])
      await client.query(
        `insert into product_reviews (product_id, user_id, rating, body) values ($1, $2, 5, 'Lovely cake, would buy again.')`,
        [cake.id, u.id],
      );

    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await client.query<{ user_id: string; order_id: string | null }>(
      'select user_id, order_id from product_reviews',
    );
    const byUser = new Map(rows.map((r) => [r.user_id, r.order_id]));
    expect(rows).toHaveLength(3);
    expect(byUser.get(buyer.id)).toBe(latest.id);
    expect(byUser.get(waiting.id)).toBeNull();
    expect(byUser.get(stranger.id)).toBeNull();
  }, 60_000);
});
