import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine, createCoupon, createProduct, createStore } from '../../db/factories/index.ts';
import { orderParts } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq, shopper, storeCouponBody } from '../../test/shop.ts';

// Who pays for a coupon's discount, as each part of the order records it: a store pays for its
// own coupon (made by its sellers, or by an admin for that store); the shop pays for shop-wide
// codes and personal prize codes.

/** A cart of two stores: the fixture's gift hamper (Rs 1,500) and a florist's roses (Rs 2,000). */
async function twoStoreCart() {
  const shop = await checkoutFixture(t.db);
  const florist = await createStore(t.db, { name: 'Phoolbari Florists', lat: 27.7172, lng: 85.324 });
  const roses = await createProduct(t.db, {
    storeId: florist.id,
    categoryId: shop.category.id,
    pricePaisa: 200_000,
    prepHours: 0,
    isSameDay: true,
  });
  const buyer = await shopper(t.db, shop);
  await addCartLine(t.db, { userId: buyer.user.id, productId: roses.id });
  return { shop, florist, buyer };
}

/** Applies `code`, places the order and answers [discount, store's discount] of each store's part. */
async function placeWith(cart: Awaited<ReturnType<typeof twoStoreCart>>, code: string) {
  const { shop, florist, buyer } = cart;
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/V2/apply-coupon',
    headers: buyer.headers,
    payload: { code },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer));
  expect(placed.statusCode, placed.body).toBe(201);
  const parts = await t.db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, placed.json().data.orderId));
  const byStore = new Map(parts.map((p) => [p.storeId, [p.discountPaisa, p.storeDiscountPaisa]]));
  return [byStore.get(shop.store.id), byStore.get(florist.id)];
}

describe('who pays for a coupon', () => {
  it('a coupon an admin makes for one store is that store’s: only its part, all paid by the store', async () => {
    const cart = await twoStoreCart();
    const admin = await quickUser(t.db, { role: 'admin' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/v1/coupons',
      headers: admin.headers,
      payload: storeCouponBody(cart.shop.store.id, { code: 'HAMPER20', value: 20 }),
    });
    expect(made.statusCode, made.body).toBe(200);
    // 20 % of the Rs 1,500 hamper; the roses are not the store's.
    expect(await placeWith(cart, 'hamper20')).toEqual([
      [30_000, 30_000],
      [0, 0],
    ]);
  });

  it('a shop-wide coupon is spread over both parts and paid by the shop', async () => {
    const cart = await twoStoreCart();
    await createCoupon(t.db, { code: 'EVERYONE10', type: 'percent', value: 10 });
    // 10 % of Rs 3,500, shared as Rs 1,500 to Rs 2,000.
    expect(await placeWith(cart, 'everyone10')).toEqual([
      [15_000, 0],
      [20_000, 0],
    ]);
  });

  it('a personal prize code is paid by the shop', async () => {
    const cart = await twoStoreCart();
    await createCoupon(t.db, {
      code: 'PRIZE200',
      type: 'fixed',
      value: 20_000,
      userId: cart.buyer.user.id,
      usageLimit: 1,
    });
    // Rs 200 shared 3 to 4: 8,571.43 and 11,428.57 paisa, the odd paisa to the larger fraction.
    expect(await placeWith(cart, 'prize200')).toEqual([
      [8_571, 0],
      [11_429, 0],
    ]);
  });
});
