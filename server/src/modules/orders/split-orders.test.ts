import {
  ZDashboardOrderResponse,
  ZDashboardOrdersResponse,
  ZOrderDetailResponse,
  ZPaymentGatewaysResponse,
} from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { addCartLine, type CheckoutFixture, createProduct, createStore } from '../../db/factories/index.ts';
import {
  orderParts,
  orders,
  outbox,
  products,
  slotBookings,
  storeStaff,
  stores,
} from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';

// One checkout with lines from two stores: the shopper pays once and sees one order, each store
// sees and moves only its part, and the order's status and payment follow from the parts.

type Seller = Awaited<ReturnType<typeof quickUser>>;
let shop: CheckoutFixture;
let giftStore: { id: number; name: string };
let sellerA: Seller;
let sellerB: Seller;
let customer: Shopper;
let orderId: string;
let partA: string;
let partB: string;
let flowers: { id: string };

async function place(paymentMethod = 'cod') {
  const res = await placeOrderReq(t, customer, orderBody(shop, customer, { paymentMethod }));
  expect(res.statusCode, res.body).toBe(201);
  orderId = res.json().data.orderId;
  const parts = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
  partA = parts.find((p) => p.storeId === shop.store.id)?.id ?? '';
  partB = parts.find((p) => p.storeId === giftStore.id)?.id ?? '';
}

beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  sellerA = await quickUser(t.db, { role: 'seller' });
  sellerB = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: sellerA.user.id }).where(eq(stores.id, shop.store.id));
  giftStore = await createStore(t.db, {
    name: 'Himalayan Gifts',
    ownerUserId: sellerB.user.id,
    lat: 27.7172,
    lng: 85.324,
  });
  flowers = await createProduct(t.db, {
    name: 'Red Rose Bouquet',
    storeId: giftStore.id,
    categoryId: shop.category.id,
    pricePaisa: 80_000,
    stock: 5,
    prepHours: 0,
    isSameDay: true,
  });
  customer = await shopper(t.db, shop);
  await addCartLine(t.db, { userId: customer.user.id, productId: flowers.id, quantity: 2 });
});

const as = (s: { headers: Record<string, string> }) => s.headers;
const move = (who: Seller, part: string, status: string, note = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/orders/${part}/status`,
    headers: as(who),
    // The order is for a few days ahead: a delivery here is early on purpose.
    payload: { status, note, early: true },
  });
const customerOrder = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/V2/order-detail?orderId=${orderId}`,
    headers: as(customer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZOrderDetailResponse.parse(res.json()).data.order;
};
const cancel = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/V2/cancellation-request',
    headers: as(customer),
    payload: { orderId, reasonId: 1, ...payload },
  });
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('an order from two stores', () => {
  it('is one order for the shopper, a part per store, and money that adds up', async () => {
    // The florist's packer hears about the new part too.
    const packer = await quickUser(t.db);
    await t.db.insert(storeStaff).values({ storeId: giftStore.id, userId: packer.user.id, role: 'packer' });
    await place();
    const order = await customerOrder();
    expect(order.partCount).toBe(2);
    expect(order.parts.map((p) => [p.number, p.storeName, p.status])).toEqual([
      [`${order.number}-A`, 'Lazimpat Bakers', 'placed'],
      [`${order.number}-B`, 'Himalayan Gifts', 'placed'],
    ]);
    const [a, b] = order.parts;
    expect([a.subtotal, b.subtotal]).toEqual([150_000, 160_000]);
    expect(a.total + b.total).toBe(order.total);
    expect(a.deliveryTotal + b.deliveryTotal).toBe(order.deliveryTotal);
    expect(order.items.filter((i) => i.partId === b.partId).map((i) => i.name)).toEqual(['Red Rose Bouquet']);
    // Each store is told to prepare its own part.
    const toA = await mailsTo(sellerA.user.email);
    expect(toA.map((m) => m.subject)).toEqual([`New order ${a.number} for Lazimpat Bakers`]);
    expect(toA[0].text).toContain('Gift Hamper');
    expect(toA[0].text).not.toContain('Red Rose');
    const toB = await mailsTo(sellerB.user.email);
    expect(toB.map((m) => m.subject)).toEqual([`New order ${b.number} for Himalayan Gifts`]);
    expect((await mailsTo(packer.user.email)).map((m) => m.subject)).toEqual([
      `New order ${b.number} for Himalayan Gifts`,
    ]);
    // The shopper's confirmation says who brings what.
    const [confirmation] = await mailsTo(customer.user.email);
    expect(confirmation.text).toContain('From Himalayan Gifts:');
  });

  it('each seller sees and moves only their part; an admin sees both', async () => {
    await place();
    const list = async (who: Seller) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/orders', headers: as(who) });
      return ZDashboardOrdersResponse.parse(res.json()).data.orders;
    };
    const cardsA = await list(sellerA);
    expect(cardsA.map((c) => [c.partId, c.storeName, c.partCount])).toEqual([[partA, 'Lazimpat Bakers', 2]]);
    expect(cardsA[0].lines.map((l) => l.name)).toEqual(['Gift Hamper']);
    const cardsB = await list(sellerB);
    expect(cardsB.map((c) => c.partId)).toEqual([partB]);
    const [{ totalPaisa }] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(cardsA[0].total + cardsB[0].total).toBe(totalPaisa);
    // The other store's part does not exist for a seller.
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/v1/orders/${partB}`,
      headers: as(sellerA),
    });
    expect(peek.statusCode).toBe(404);
    expect((await move(sellerA, partB, 'confirmed')).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/v1/orders/${partA}`,
      headers: as(sellerA),
    });
    const detail = ZDashboardOrderResponse.parse(mine.json()).data.order;
    expect(detail.items.map((i) => i.name)).toEqual(['Gift Hamper']);
    expect(detail.parts.map((p) => p.partId)).toEqual([partA]);
    expect(detail.total).toBe(detail.parts[0].total);
    const admin = await quickUser(t.db, { role: 'admin' });
    expect(new Set((await list(admin)).map((c) => c.partId))).toEqual(new Set([partA, partB]));
  });

  it('the order follows its parts: delivered only when both are, paid as each rider collects', async () => {
    await place();
    for (const s of ['confirmed', 'preparing', 'out_for_delivery', 'delivered'])
      expect((await move(sellerA, partA, s)).statusCode).toBe(200);
    let order = await customerOrder();
    expect(order.status).toBe('placed');
    expect(order.paymentStatus).toBe('pending');
    expect(order.parts.map((p) => [p.status, p.paymentStatus])).toEqual([
      ['delivered', 'paid'],
      ['placed', 'pending'],
    ]);
    expect(order.parts[0].timeline.map((e) => e.status)).toEqual([
      'placed',
      'confirmed',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    expect(order.parts[1].timeline.map((e) => e.status)).toEqual(['placed']);
    expect((await move(sellerB, partB, 'confirmed')).statusCode).toBe(200);
    expect((await customerOrder()).status).toBe('confirmed');
    for (const s of ['preparing', 'out_for_delivery', 'delivered'])
      expect((await move(sellerB, partB, s)).statusCode).toBe(200);
    order = await customerOrder();
    expect([order.status, order.paymentStatus]).toEqual(['delivered', 'paid']);
    // The e-mails name the store whose part changed.
    const subjects = (await mailsTo(customer.user.email)).map((m) => m.subject);
    expect(subjects).toContain(
      `Your order ${order.number}: the part from Lazimpat Bakers has been delivered`,
    );
    expect(subjects).toContain(`Your order ${order.number}: the part from Himalayan Gifts is confirmed`);
  });

  it('the shopper cancels one part: its stock comes back, the rest goes on, the slot stays booked', async () => {
    await place();
    const stockOf = async () =>
      (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, flowers.id)))[0]
        .stock;
    expect(await stockOf()).toBe(3);
    const res = await cancel({ partId: partB, comment: 'Flowers not needed' });
    expect(res.statusCode, res.body).toBe(200);
    const order = ZOrderDetailResponse.parse(res.json()).data.order;
    expect(order.status).toBe('placed');
    expect(order.parts.map((p) => p.status)).toEqual(['placed', 'cancelled']);
    expect(order.parts[1].cancelReason).toBe('I ordered by mistake: Flowers not needed');
    expect(await stockOf()).toBe(5);
    const booked = async () =>
      (
        await t.db
          .select({ booked: slotBookings.booked })
          .from(slotBookings)
          .where(eq(slotBookings.slotId, shop.slots[0].id))
      )[0].booked;
    expect(await booked()).toBe(1);
    expect((await cancel({ partId: partB })).json().message).toBe(
      'This part of the order is already cancelled',
    );
    // Cancelling the rest cancels the order and gives the slot back.
    expect((await cancel({})).statusCode).toBe(200);
    expect((await customerOrder()).status).toBe('cancelled');
    expect(await booked()).toBe(0);
  });

  it('a part being prepared stops the whole order being cancelled, not the other part', async () => {
    await place();
    await move(sellerA, partA, 'confirmed');
    await move(sellerA, partA, 'preparing');
    const whole = await cancel({});
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toMatch(/^Part of this order is already being prepared/);
    expect((await customerOrder()).canCancel).toBe(false);
    const res = await cancel({ partId: partB });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZOrderDetailResponse.parse(res.json()).data.order.status).toBe('preparing');
  });

  it('a store cancelling its part of a paid order owes a refund of that part only', async () => {
    await place('test');
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
    await t.db.update(orderParts).set({ paymentStatus: 'paid' }).where(eq(orderParts.orderId, orderId));
    const res = await move(sellerB, partB, 'cancelled', 'Roses are out of season');
    expect(res.statusCode, res.body).toBe(200);
    const order = await customerOrder();
    expect([order.status, order.paymentStatus]).toEqual(['placed', 'paid']);
    expect(order.parts[1].paymentStatus).toBe('refund_due');
    const mail = (await mailsTo(customer.user.email)).find((m) => m.subject.includes('cancelled'));
    expect(mail?.subject).toBe(
      `Your order ${order.number}: the part from Himalayan Gifts has been cancelled`,
    );
    expect(mail?.text).toContain('we will refund');
    expect(mail?.text).toContain('for this part');
  });

  it('asks online only for the parts still owed after one is cancelled', async () => {
    await place('test');
    const owed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/V2/payment-gateways?orderId=${orderId}&source=web`,
        headers: as(customer),
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZPaymentGatewaysResponse.parse(res.json()).data.amount;
    };
    const order = await customerOrder();
    expect(await owed()).toBe(order.total);
    await cancel({ partId: partB });
    const [a] = await t.db
      .select()
      .from(orderParts)
      .where(and(eq(orderParts.orderId, orderId), eq(orderParts.id, partA)));
    expect(await owed()).toBe(a.totalPaisa);
  });

  it('refuses a part of somebody else’s order with 404 and a malformed part with 400', async () => {
    await place();
    const other = await shopper(t.db, shop);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: as(other),
      payload: { orderId, partId: partA, reasonId: 1 },
    });
    expect(res.statusCode).toBe(404);
    const bad = await cancel({ partId: 'not-a-part' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose a part of this order');
  });
});
