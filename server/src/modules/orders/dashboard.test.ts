import { ZDashboardOrderResponse, ZDashboardOrdersResponse, ZOrderDetailResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, createCoupon, createStore } from '../../db/factories/index.ts';
import { coupons, orderEvents, orderParts, outbox, slotBookings, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';

// Store owners and admins move orders along the allowed transitions; every change
// is recorded with its actor, shows on the customer's timeline and is e-mailed.

let shop: CheckoutFixture;
let customer: Shopper;
let orderId: string;
let partId: string;
let seller: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  seller = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: seller.user.id }).where(eq(stores.id, shop.store.id));
  customer = await shopper(t.db, shop);
  const res = await placeOrderReq(t, customer, orderBody(shop, customer));
  expect(res.statusCode, res.body).toBe(201);
  orderId = res.json().data.orderId;
  // One store, one part: the dashboard works on parts.
  const parts = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
  expect(parts).toHaveLength(1);
  partId = parts[0].id;
});

const move = (headers: Record<string, string>, status: string, note = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/orders/${partId}/status`,
    headers,
    // The order is for a few days ahead: a delivery here is early on purpose.
    payload: { status, note, early: true },
  });

describe('dashboard orders', () => {
  it('the store owner moves the order to delivered; the customer sees each step with its actor', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/v1/orders',
      headers: seller.headers,
    });
    const cards = ZDashboardOrdersResponse.parse(list.json()).data.orders;
    expect(cards.map((o) => [o.orderId, o.partId, o.partCount])).toEqual([[orderId, partId, 1]]);
    expect(cards[0].number).toBe(`${cards[0].orderNumber}-A`);
    // The card carries its lines with their options, so the store sees what to make unopened.
    const ordered = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${orderId}`,
      headers: customer.headers,
    });
    const items = ZOrderDetailResponse.parse(ordered.json()).data.order.items;
    expect(cards[0].lines).toEqual(
      items.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        optionsLabel: i.optionsLabel,
        message: i.message,
      })),
    );
    expect(cards[0].lines.length).toBeGreaterThan(0);
    for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
      const res = await move(seller.headers, status, status === 'preparing' ? 'Baking now' : '');
      expect(res.statusCode, res.body).toBe(200);
      expect(ZDashboardOrderResponse.parse(res.json()).data.order.status).toBe(status);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${orderId}`,
      headers: customer.headers,
    });
    const order = ZOrderDetailResponse.parse(detail.json()).data.order;
    expect(order.timeline.map((e) => [e.status, e.actor])).toEqual([
      ['placed', 'customer'],
      ['confirmed', 'seller'],
      ['preparing', 'seller'],
      ['out_for_delivery', 'seller'],
      ['delivered', 'seller'],
    ]);
    expect(order.timeline[2].note).toBe('Baking now');
    // Each step's name is written in the reader's language.
    expect(order.timeline[0].label).toBe('Placed');
    const nepali = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${orderId}`,
      headers: { ...customer.headers, 'accept-language': 'ne' },
    });
    expect(ZOrderDetailResponse.parse(nepali.json()).data.order.timeline[0].label).toBe('अर्डर भयो');
    // Cash on delivery: the rider collected the money.
    expect(order.paymentStatus).toBe('paid');
    expect(order.canCancel).toBe(false);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.actorUserId === seller.user.id)).toHaveLength(4);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, customer.user.email));
    expect(mails.map((m) => m.subject).some((s) => s.includes('has been delivered'))).toBe(true);
  });

  it('finds orders by number or customer name, within what the reader may see', async () => {
    const search = async (headers: Record<string, string>, q: string) =>
      ZDashboardOrdersResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/dashboard/v1/orders?q=${encodeURIComponent(q)}`,
            headers,
          })
        ).json(),
      );
    const [card] = (await search(seller.headers, '')).data.orders;
    const byNumber = await search(seller.headers, card.orderNumber.slice(-5).toLowerCase());
    expect(byNumber.data.orders.map((o) => o.partId)).toEqual([partId]);
    expect(byNumber.meta?.pagination?.total).toBe(1);
    const byName = await search(seller.headers, customer.user.name.split(' ')[0]);
    expect(byName.data.orders.map((o) => o.partId)).toContain(partId);
    expect((await search(seller.headers, 'nobody-by-this-name%')).data.orders).toEqual([]);
    // Another store's seller finds nothing of it, even by its number.
    const other = await quickUser(t.db, { role: 'seller' });
    await createStore(t.db, { ownerUserId: other.user.id });
    expect((await search(other.headers, card.orderNumber)).data.orders).toEqual([]);
  });

  it('refuses moves that skip or go back, with 409', async () => {
    const skip = await move(seller.headers, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An order that is placed cannot become delivered');
    await move(seller.headers, 'confirmed');
    expect((await move(seller.headers, 'placed')).statusCode).toBe(409);
    expect((await move(seller.headers, 'shipped')).statusCode).toBe(400);
  });

  it('other sellers get 404, customers 403, visitors 401; an admin sees every order', async () => {
    const stranger = await quickUser(t.db, { role: 'seller' });
    await createStore(t.db, { ownerUserId: stranger.user.id });
    expect((await move(stranger.headers, 'confirmed')).statusCode).toBe(404);
    expect((await move(customer.headers, 'confirmed')).statusCode).toBe(403);
    expect((await move({}, 'confirmed')).statusCode).toBe(401);
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await move(admin.headers, 'confirmed')).statusCode).toBe(200);
  });

  it('cancellation by the customer gives back the slot place and the coupon use', async () => {
    const coupon = await createCoupon(t.db, { code: 'BACK', type: 'fixed', value: 5_000, usageLimit: 1 });
    const second = await shopper(t.db, shop);
    await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: second.headers,
      payload: { code: 'BACK' },
    });
    const placed = await placeOrderReq(t, second, orderBody(shop, second));
    expect(placed.statusCode, placed.body).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: second.headers,
      payload: { orderId: placed.json().data.orderId, reasonId: 1, comment: 'Wrong date' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.order.status).toBe('cancelled');
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c.usedCount).toBe(0);
    const [b] = await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, shop.slots[0].id));
    expect(b.booked).toBe(1);
  });

  it('a customer cannot cancel once preparation started', async () => {
    await move(seller.headers, 'confirmed');
    await move(seller.headers, 'preparing');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: customer.headers,
      payload: { orderId, reasonId: 2 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is already being prepared and can no longer be cancelled');
  });
});
