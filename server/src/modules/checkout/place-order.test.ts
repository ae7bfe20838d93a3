import {
  EXPECTED_TOTAL_MISSING,
  ZErrorResponse,
  ZOrderDetailResponse,
  ZPlaceOrderResponse,
} from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  type CheckoutFixture,
  createCoupon,
  createGiftOffer,
  createProduct,
} from '../../db/factories/index.ts';
import { cartItems, orderItems, orders, outbox, products, slotBookings } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import {
  checkoutFixture,
  deliveryDay,
  orderBody,
  placeOrderReq,
  type Shopper,
  shopper,
  shownTotal,
} from '../../test/shop.ts';

let shop: CheckoutFixture;
let s: Shopper;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  s = await shopper(t.db, shop, { quantity: 2 });
});

const refused = async (body: Record<string, unknown>, status: number) => {
  const res = await placeOrderReq(t, s, body);
  expect(res.statusCode, res.body).toBe(status);
  return ZErrorResponse.parse(res.json()).message;
};

describe('place-order', () => {
  it('prices on the server, books the slot, empties the cart, records the timeline and queues the e-mail', async () => {
    const res = await placeOrderReq(t, s, {
      ...orderBody(shop, s),
      total: 1,
      unitPrice: 1,
      note: 'Ring twice',
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = ZPlaceOrderResponse.parse(res.json()).data;
    // 2 × Rs 1,500 + Rs 100 delivery; the price fields in the body were ignored.
    expect(placed.total).toBe(310_000);
    expect(placed.paymentRequired).toBe(false);
    expect(placed.number).toMatch(/^UP-[0-9A-F]{12}$/);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${placed.orderId}`,
      headers: s.headers,
    });
    const order = ZOrderDetailResponse.parse(detail.json()).data.order;
    expect(order.items.map((i) => [i.name, i.quantity, i.total])).toEqual([['Gift Hamper', 2, 300_000]]);
    expect(order.timeline.map((e) => e.status)).toEqual(['placed']);
    expect(order.note).toBe('Ring twice');
    expect(order.canCancel).toBe(true);

    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, s.cartItemId))).toHaveLength(0);
    const [booking] = await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, shop.slots[0].id));
    expect(booking.booked).toBe(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, s.user.email));
    expect(mails.some((m) => m.subject.includes(placed.number))).toBe(true);
  });

  it('refuses an order whose total is no longer the one the shopper was shown, keeping the cart', async () => {
    // The summary said Rs 3,100; the hamper's price went up before the click.
    await t.db.update(products).set({ pricePaisa: 160_000 }).where(eq(products.id, shop.product.id));
    const message = await refused({ ...orderBody(shop, s), expectedTotal: 310_000 }, 409);
    expect(message).toBe(
      'The total is now Rs 3,300 instead of Rs 3,100: a price or offer changed since the summary was shown. Check the summary and place the order again.',
    );
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, s.cartItemId))).toHaveLength(1);
    // Placed again on the total now shown, it goes through.
    const res = await placeOrderReq(t, s, { ...orderBody(shop, s), expectedTotal: 330_000 });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an order that does not say the total the shopper was shown, with how to get it', async () => {
    const res = await placeOrderReq(t, s, { ...orderBody(shop, s), expectedTotal: undefined });
    expect(res.statusCode, res.body).toBe(400);
    const body = ZErrorResponse.parse(res.json());
    expect(body.message).toBe(EXPECTED_TOTAL_MISSING);
    expect(body.errors?.expectedTotal).toEqual([EXPECTED_TOTAL_MISSING]);
    expect((await placeOrderReq(t, s, { ...orderBody(shop, s), expectedTotal: 'a lot' })).statusCode).toBe(
      400,
    );
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('adds the surcharge of the method and takes ready-made stock', async () => {
    const ready = await createProduct(t.db, {
      storeId: shop.store.id,
      categoryId: shop.category.id,
      pricePaisa: 50_000,
      stock: 3,
      isSameDay: true,
      prepHours: 0,
    });
    const buyer = await shopper(t.db, shop, { productId: ready.id, quantity: 2 });
    s = buyer;
    const res = await placeOrderReq(t, buyer, orderBody(shop, buyer));
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, ready.id));
    expect(p.stock).toBe(1);
  });

  it('gives a free gift while it lasts: the gift takes stock, then orders go ahead without it', async () => {
    const chocolates = await createProduct(t.db, {
      name: 'Heart Chocolates',
      storeId: shop.store.id,
      categoryId: shop.category.id,
      pricePaisa: 40_000,
      stock: 1,
    });
    await createGiftOffer(t.db, {
      productId: chocolates.id,
      minSubtotalPaisa: 100_000,
      title: 'Free chocolates',
    });
    const stockOf = async () =>
      (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, chocolates.id)))[0]
        .stock;
    const giftsOf = (orderId: string) =>
      t.db
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isGift, true)));

    const first = await placeOrderReq(t, s, orderBody(shop, s));
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().data.orderId;
    expect(await giftsOf(firstId)).toEqual([{ productId: chocolates.id }]);
    expect(await stockOf()).toBe(0);

    // The last one went: the cart stops offering it and the next order is placed without it.
    const next = await shopper(t.db, shop, { quantity: 2 });
    const cart = await t.app.inject({ method: 'GET', url: '/api/V2/cart', headers: next.headers });
    expect(cart.json().data.gifts).toEqual([]);
    const second = await placeOrderReq(t, next, orderBody(shop, next));
    expect(second.statusCode, second.body).toBe(201);
    expect(await giftsOf(second.json().data.orderId)).toEqual([]);
    expect(await stockOf()).toBe(0);

    // Cancelling the first order gives the gift back.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: s.headers,
      payload: { orderId: firstId, reasonId: 1 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf()).toBe(1);
  });

  it('applies the coupon on the cart and counts its use', async () => {
    await createCoupon(t.db, { code: 'TEN', type: 'percent', value: 10 });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: s.headers,
      payload: { code: 'ten' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.discount).toBe(30_000);
    const res = await placeOrderReq(t, s, orderBody(shop, s));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.total).toBe(280_000);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.orderId));
    expect([o.couponCode, o.discountPaisa]).toEqual(['TEN', 30_000]);
  });

  it('refuses bad input with readable messages and changes nothing', async () => {
    expect(await refused(orderBody(shop, s, { deliveryDate: '2020-01-01' }), 400)).toMatch(
      /today or a later date/,
    );
    expect(await refused(orderBody(shop, s, { timeSlotId: 999_999 }), 400)).toMatch(/time slot/);
    expect(await refused(orderBody(shop, s, { paymentMethod: 'bitcoin' }), 400)).toMatch(/payment method/);
    expect(await refused(orderBody(shop, s, { addressId: 'x' }), 400)).toMatch(/address/);
    expect(await refused(orderBody(shop, s, { cartItems: ['not-a-uuid'] }), 400)).toMatch(/items/);
    // Ids are numbers: true is not id 1 and "0x…" is not hexadecimal.
    expect(await refused(orderBody(shop, s, { addressId: true }), 400)).toMatch(/^Choose a delivery address/);
    expect(await refused(orderBody(shop, s, { addressId: `0x${s.address.id.toString(16)}` }), 400)).toMatch(
      /^Choose a delivery address/,
    );
    expect(await refused(orderBody(shop, s, { deliveryMethodId: true }), 400)).toMatch(
      /^Choose a delivery method/,
    );
    expect(await refused(orderBody(shop, s, { timeSlotId: '' }), 400)).toMatch(/^Choose a time slot/);
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, s.cartItemId))).toHaveLength(1);
  });

  it("answers 404 for another shopper's address or cart line", async () => {
    const other = await shopper(t.db, shop);
    expect(await refused(orderBody(shop, s, { addressId: other.address.id }), 404)).toBe(
      'This address was not found',
    );
    expect(await refused(orderBody(shop, s, { cartItems: [other.cartItemId] }), 404)).toBe(
      'This item is no longer in your cart',
    );
  });

  it('refuses a full slot and a slot too soon for a cake', async () => {
    await t.db.insert(slotBookings).values({ slotId: shop.slots[1].id, date: deliveryDay(), booked: 20 });
    expect(await refused(orderBody(shop, s, { timeSlotId: shop.slots[1].id }), 409)).toMatch(/filled up/);
    const caker = await shopper(t.db, shop, { productId: shop.cake.id });
    s = caker;
    // The cake needs 24 hours: today's slots are too soon (or past), whatever the hour.
    const message = await refused(orderBody(shop, caker, { deliveryDate: deliveryDay(0) }), 400);
    expect(message).toMatch(/prepare|Same-day|later/);
  });

  it('refuses an expired coupon at checkout with its reason', async () => {
    await createCoupon(t.db, { code: 'OLD', expiresAt: new Date(clock.now().getTime() - 60_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: s.headers,
      payload: { code: 'OLD' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired');
  });

  it('needs a session and an idempotency key', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/V2/place-order',
      payload: orderBody(shop, s, { expectedTotal: 310_000 }),
    });
    expect(anon.statusCode).toBe(401);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/V2/place-order',
      headers: s.headers,
      payload: orderBody(shop, s, { expectedTotal: 310_000 }),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
  });

  it('replays the first answer for a repeated key and refuses the key with another body', async () => {
    const body = { ...orderBody(shop, s), expectedTotal: await shownTotal(t, s, orderBody(shop, s)) };
    const first = await placeOrderReq(t, s, body, 'key-0000001');
    const again = await placeOrderReq(t, s, body, 'key-0000001');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
    const other = await placeOrderReq(t, s, { ...body, note: 'different' }, 'key-0000001');
    expect(other.statusCode).toBe(409);
    expect(await t.db.select().from(orderItems)).toHaveLength(1);
  });
});
