import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { addCartLine, type CheckoutFixture, createOrder, createProduct } from '../../db/factories/index.ts';
import { orders, products, slotBookings, userCredits } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { blockedOnLock } from '../../test/race.ts';
import { checkoutFixture, deliveryDay, orderBody, placeOrderReq, shopper } from '../../test/shop.ts';

// Lock order (decision 007: "the same order everywhere means two checkouts never wait on each
// other crosswise"). On PostgreSQL the interleavings below really happen; a crosswise wait is a
// deadlock, which PostgreSQL breaks by failing one transaction (a 500 for the shopper). Each test
// holds a lock in its own transaction and goes on only once PostgreSQL shows the request waiting
// for it, so the interleaving happens on every run. PGlite runs one transaction at a time, so
// there the request simply runs after the test's transaction.

let shop: CheckoutFixture;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
});

describe('checkout lock order', () => {
  it('a staff cancellation giving credit back does not deadlock with the shopper placing an order', async () => {
    const s = await shopper(t.db, shop);
    const date = deliveryDay();
    await t.db.insert(slotBookings).values({ slotId: shop.slots[0].id, date, booked: 1 });
    let placing: ReturnType<typeof placeOrderReq> | undefined;
    // What releaseOrderHolds does for a seller cancelling another order of this shopper: the slot
    // place first, then a credit row for the shopper (a foreign key to their users row).
    await t.db.transaction(async (tx) => {
      await tx
        .update(slotBookings)
        .set({ booked: sql`${slotBookings.booked} - 1` })
        .where(and(eq(slotBookings.slotId, shop.slots[0].id), eq(slotBookings.date, date)));
      placing = placeOrderReq(t, s, orderBody(shop, s, { deliveryDate: date }));
      // The shopper's checkout holds its lock on the user and waits for the slot place.
      await blockedOnLock(t.database);
      await tx.insert(userCredits).values({ userId: s.user.id, amountPaisa: 5_000, reason: 'Credit back' });
    });
    const res = await (placing as ReturnType<typeof placeOrderReq>);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a cancellation gives stock back in product order, so it does not deadlock with a checkout', async () => {
    // Created in reverse id order, so only a plan that sorts by product id gives stock back in
    // takeStock's order (today's plan for releaseOrderHolds does: Sort + GroupAggregate). This
    // guards that: a hash aggregate or a heap scan here would deadlock with a checkout.
    const ids = ['f', 'c', '8', '4', '0'].map((d) => `${d.repeat(8)}-0000-4000-8000-000000000000`);
    const stocked = [];
    for (const id of ids) {
      stocked.push(
        await createProduct(t.db, { id, storeId: shop.store.id, categoryId: shop.category.id, stock: 50 }),
      );
    }
    const c = await shopper(t.db, shop);
    const order = await createOrder(t.db, {
      userId: c.user.id,
      items: stocked.map((p) => ({ productId: p.id, quantity: 1, unitPricePaisa: 150_000 })),
    });
    let cancelling: ReturnType<typeof placeOrderReq> | undefined;
    // What takeStock does for another checkout of the same products: one by one, in id order.
    const sorted = [...ids].sort();
    const take = (tx: Tx, id: string) =>
      tx
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, id));
    await t.db.transaction(async (tx) => {
      await take(tx, sorted[0]);
      cancelling = t.app.inject({
        method: 'POST',
        url: '/api/V2/cancellation-request',
        headers: c.headers,
        payload: { orderId: order.id, reasonId: 1 },
      });
      // The cancellation holds what it locked so far and waits for the first product.
      await blockedOnLock(t.database);
      for (const id of sorted.slice(1)) await take(tx, id);
    });
    const res = await (cancelling as ReturnType<typeof placeOrderReq>);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select({ stock: products.stock }).from(products).where(inArray(products.id, ids));
    expect(rows.map((p) => p.stock)).toEqual([50, 50, 50, 50, 50]);
  });

  it('places an order of 2 lines and of 6 lines in the same number of SQL queries', async () => {
    const count = async (lines: number) => {
      const s = await shopper(t.db, shop);
      for (let i = 1; i < lines; i++) {
        const p = await createProduct(t.db, { storeId: shop.store.id, categoryId: shop.category.id });
        await addCartLine(t.db, { userId: s.user.id, productId: p.id });
      }
      const { result, queries } = await countQueries(t.database, () =>
        placeOrderReq(t, s, orderBody(shop, s)),
      );
      expect(result.statusCode, result.body).toBe(201);
      return queries;
    };
    expect(await count(6)).toBe(await count(2));
    expect(await t.db.select().from(orders)).toHaveLength(2);
  });
});
