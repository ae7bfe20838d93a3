import { ZListingResponse, ZPlaceOrderResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createOrder, createProduct } from '../../db/factories/index.ts';
import { orderParts, products } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq, shopper } from '../../test/shop.ts';
import { recountSales, SALES_WINDOW_DAYS, uncountPartSales } from './sales.ts';

const DAY = 86_400_000;

async function soldCount(id: string) {
  const [row] = await t.db.select({ n: products.soldCount }).from(products).where(eq(products.id, id));
  return row.n;
}

describe('sold counts from orders', () => {
  it('placing an order adds its quantities and cancelling it takes them back', async () => {
    const shop = await checkoutFixture(t.db);
    const s = await shopper(t.db, shop, { quantity: 3 });
    const res = await placeOrderReq(t, s, orderBody(shop, s));
    expect(res.statusCode, res.body).toBe(201);
    expect(await soldCount(shop.product.id)).toBe(3);

    const { orderId } = ZPlaceOrderResponse.parse(res.json()).data;
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: s.headers,
      payload: { orderId, reasonId: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await soldCount(shop.product.id)).toBe(0);
  });

  it('the window job drops sales older than the window, cancelled orders and figures no order made', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const me = await quickUser(t.db);
    const cake = await createProduct(t.db, { soldCount: 500 });
    const line = (quantity: number) => [{ productId: cake.id, quantity, unitPricePaisa: 150_000 }];
    const at = (daysAgo: number) => new Date(start.getTime() - daysAgo * DAY);
    await createOrder(t.db, { userId: me.user.id, items: line(2), placedAt: at(1) });
    await createOrder(t.db, { userId: me.user.id, items: line(4), placedAt: at(SALES_WINDOW_DAYS - 1) });
    await createOrder(t.db, { userId: me.user.id, items: line(7), placedAt: at(1), status: 'cancelled' });
    await createOrder(t.db, { userId: me.user.id, items: line(9), placedAt: at(SALES_WINDOW_DAYS + 1) });

    await recountSales({ db: t.db, now: clock.now() });
    expect(await soldCount(cake.id)).toBe(6);
    // Two days on, the order placed 29 days ago has left the window.
    freezeClock(new Date(start.getTime() + 2 * DAY));
    await recountSales({ db: t.db, now: clock.now() });
    expect(await soldCount(cake.id)).toBe(2);
  });

  it('cancelling an order placed before the window takes nothing back (the job already dropped it)', async () => {
    const shop = await checkoutFixture(t.db);
    const s = await shopper(t.db, shop, { quantity: 2 });
    const start = freezeClock(new Date(clock.now().getTime()));
    const res = await placeOrderReq(t, s, orderBody(shop, s));
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = ZPlaceOrderResponse.parse(res.json()).data;
    freezeClock(new Date(start.getTime() + (SALES_WINDOW_DAYS + 1) * DAY));
    await recountSales({ db: t.db, now: clock.now() });
    expect(await soldCount(shop.product.id)).toBe(0);
    // A newer sale of the same product stays counted when the old order is cancelled.
    await t.db.update(products).set({ soldCount: 5 }).where(eq(products.id, shop.product.id));
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
    await t.db.transaction((tx) => uncountPartSales(tx, part.id, clock.now()));
    expect(await soldCount(shop.product.id)).toBe(5);
  });

  it('the popular sort follows what was ordered', async () => {
    const shop = await checkoutFixture(t.db);
    const me = await quickUser(t.db);
    const quiet = await createProduct(t.db, { storeId: shop.store.id, soldCount: 900, viewCount: 900 });
    const wanted = await createProduct(t.db, { storeId: shop.store.id, soldCount: 0, viewCount: 0 });
    await createOrder(t.db, {
      userId: me.user.id,
      items: [{ productId: wanted.id, quantity: 3, unitPricePaisa: 150_000 }],
    });
    await recountSales({ db: t.db, now: clock.now() });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/V2/store/${shop.store.slug}/products?sort=popular`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slugs = ZListingResponse.parse(res.json()).data.products.map((p) => p.slug);
    expect(slugs.indexOf(wanted.slug)).toBeLessThan(slugs.indexOf(quiet.slug));
    expect(slugs[0]).toBe(wanted.slug);
  });
});
