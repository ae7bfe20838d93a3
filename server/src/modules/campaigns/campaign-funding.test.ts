import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { orderItems } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { flashSetup, runningCampaign } from './test-kit.ts';

// Who pays for a campaign's prices, as each ordered line records it: a campaign funded by the
// shop pays the store what it took off the line; a campaign funded by the stores costs the shop
// nothing. Shoppers never see who pays.

/** Places the shopper's cart and answers its lines' totals and what the shop funds on them. */
async function placed(shop: Awaited<ReturnType<typeof checkoutFixture>>, buyer: Shopper) {
  const res = await placeOrderReq(t, buyer, orderBody(shop, buyer));
  expect(res.statusCode, res.body).toBe(201);
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.json().data.orderId));
  return items.map((i) => ({ total: i.totalPaisa, shopFunded: i.shopFundedPaisa }));
}

describe('who pays for a campaign price', () => {
  it('a shop-funded offer records the list price less the line’s total', async () => {
    const shop = await checkoutFixture(t.db);
    const { id, call } = await runningCampaign(t, clock.now(), { fundedBy: 'shop' });
    await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      percentOff: 10,
    });
    const buyer = await shopper(t.db, shop, { quantity: 2 });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/V2/cart', headers: buyer.headers })).json();
    expect(cart.data.cartItems[0].deal).toMatchObject({ kind: 'offer', percentOff: 10 });
    expect(cart.data.cartItems[0].deal).not.toHaveProperty('fundedBy');
    // 2 × Rs 1,500 listed, 2 × Rs 1,350 charged.
    expect(await placed(shop, buyer)).toEqual([{ total: 270_000, shopFunded: 30_000 }]);
  });

  it('an offer of a campaign the stores pay for records nothing', async () => {
    const shop = await checkoutFixture(t.db);
    const { id, call } = await runningCampaign(t, clock.now(), { fundedBy: 'store' });
    await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      price: 120_000,
    });
    const buyer = await shopper(t.db, shop, { quantity: 2 });
    expect(await placed(shop, buyer)).toEqual([{ total: 240_000, shopFunded: 0 }]);
  });

  it('a shop-funded flash sale pays only for its own units when the stores’ offer prices the rest', async () => {
    // Two flash units at Rs 900 (limit 2) from the shop's campaign; the third unit at the stores'
    // 10 % off, Rs 1,350.
    const { shop, product } = await flashSetup(t, { stock: 5, limit: 2 });
    const stores = await runningCampaign(t, clock.now(), { fundedBy: 'store' });
    await stores.call('POST', `campaigns/${stores.id}/offers`, {
      target: 'product',
      targetId: product.id,
      percentOff: 10,
    });
    const buyer = await shopper(t.db, shop, { quantity: 3 });
    expect(await placed(shop, buyer)).toEqual([
      { total: 2 * 90_000 + 135_000, shopFunded: 2 * (150_000 - 90_000) },
    ]);
  });

  it('a flash sale of a campaign the stores pay for records nothing', async () => {
    const shop = await checkoutFixture(t.db);
    const stores = await runningCampaign(t, clock.now(), { fundedBy: 'store' });
    const now = clock.now();
    const res = await stores.call('POST', `campaigns/${stores.id}/flash-sales`, {
      productId: shop.product.id,
      price: 90_000,
      startsAt: new Date(now.getTime() - 3_600_000).toISOString(),
      endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
      stock: 5,
      perCustomerLimit: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const buyer = await shopper(t.db, shop, { quantity: 2 });
    expect(await placed(shop, buyer)).toEqual([{ total: 180_000, shopFunded: 0 }]);
  });
});
