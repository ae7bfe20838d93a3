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

// Orders placed before orders were split by store must come out as one part per store, with
// their lines and timeline, money that adds up to the order's to the paisa, and nothing lost.
// It runs on its own in-memory database, whatever the suite's database is.

const TAG = '0006_order_parts';

let client: PGlite | undefined;
let older: string | undefined;

afterAll(async () => {
  await client?.close();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

type Part = {
  order_id: string;
  store_id: number;
  number: string;
  status: string;
  payment_status: string;
  subtotal_paisa: number;
  delivery_charge_paisa: number;
  method_charge_paisa: number;
  discount_paisa: number;
  credit_paisa: number;
  total_paisa: number;
};

describe(`migration ${TAG}`, () => {
  it('splits every existing order into parts by store, keeping lines, timeline and money', async () => {
    client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client);
    const app = db as unknown as DbOrTx;
    older = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: older });

    const [bakery, florist] = [await insertLegacyStore(client), await insertLegacyStore(client)];
    const cake = await insertLegacyProduct(client, { storeId: bakery.id });
    const roses = await insertLegacyProduct(client, { storeId: florist.id });
    const location = await createDeliveryLocation(app);
    const method = await createDeliveryMethod(app);
    const slot = await createTimeSlot(app, { methodId: method.id, startsAt: '10:00', endsAt: '13:00' });
    const where = { locationId: location.id, methodId: method.id, slotId: slot.id };
    const user = await insertLegacyUser(client);
    const single = await insertLegacyOrder(client, {
      ...where,
      userId: user.id,
      status: 'delivered',
      paymentStatus: 'paid',
      discountPaisa: 5_000,
      items: [{ productId: cake.id, storeId: bakery.id, quantity: 2, unitPricePaisa: 120_000 }],
    });
    const mixed = await insertLegacyOrder(client, {
      ...where,
      userId: user.id,
      status: 'confirmed',
      deliveryChargePaisa: 10_001,
      methodChargePaisa: 5_000,
      discountPaisa: 1_001,
      creditPaisa: 777,
      items: [
        { productId: roses.id, storeId: florist.id, quantity: 1, unitPricePaisa: 80_000 },
        { productId: cake.id, storeId: bakery.id, quantity: 1, unitPricePaisa: 150_000 },
        { productId: roses.id, storeId: florist.id, quantity: 1, unitPricePaisa: 80_000 },
      ],
    });
    const before = (
      await client.query<{ id: string; total_paisa: number }>('select id, total_paisa from orders')
    ).rows;

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const parts = (await client.query<Part>('select * from order_parts order by number')).rows;
    const of = (orderId: string) => parts.filter((p) => p.order_id === orderId);
    const [one] = of(single.id);
    expect(of(single.id)).toHaveLength(1);
    expect(one).toMatchObject({
      store_id: bakery.id,
      number: `${single.number}-A`,
      status: 'delivered',
      payment_status: 'paid',
      subtotal_paisa: 240_000,
      discount_paisa: 5_000,
      total_paisa: 245_000,
    });
    // Lettered in the order the lines were bought: the florist's line came first.
    const [a, b] = of(mixed.id);
    expect([a.number, a.store_id, a.subtotal_paisa]).toEqual([`${mixed.number}-A`, florist.id, 160_000]);
    expect([b.number, b.store_id, b.subtotal_paisa]).toEqual([`${mixed.number}-B`, bakery.id, 150_000]);
    for (const [k, total] of [
      ['delivery_charge_paisa', 10_001],
      ['method_charge_paisa', 5_000],
      ['discount_paisa', 1_001],
      ['credit_paisa', 777],
    ] as const)
      expect(a[k] + b[k], k).toBe(total);
    for (const p of [a, b]) {
      expect(p.status).toBe('confirmed');
      expect(p.total_paisa).toBe(
        p.subtotal_paisa -
          p.discount_paisa +
          p.delivery_charge_paisa +
          p.method_charge_paisa -
          p.credit_paisa,
      );
    }
    for (const o of before) expect(of(o.id).reduce((s, p) => s + p.total_paisa, 0)).toBe(o.total_paisa);

    // Every line sits in its store's part; the timeline so far belongs to each part.
    const lines = (
      await client.query<{ store_id: number; part_store: number }>(
        'select i.store_id, p.store_id as part_store from order_items i join order_parts p on p.id = i.part_id',
      )
    ).rows;
    expect(lines).toHaveLength(4);
    for (const l of lines) expect(l.part_store).toBe(l.store_id);
    const events = (
      await client.query<{ number: string; status: string }>(
        'select p.number, e.status from order_events e join order_parts p on p.id = e.part_id order by p.number, e.id',
      )
    ).rows;
    expect(events.filter((e) => e.number === a.number).map((e) => e.status)).toEqual(['placed', 'confirmed']);
    expect(events.filter((e) => e.number === b.number).map((e) => e.status)).toEqual(['placed', 'confirmed']);
    expect(events.filter((e) => e.number === one.number).map((e) => e.status)).toEqual([
      'placed',
      'delivered',
    ]);
    const storeColumn = await client.query(
      `select 1 from information_schema.columns where table_name = 'orders' and column_name = 'store_id'`,
    );
    expect(storeColumn.rows).toHaveLength(0);
  }, 60_000);
});
