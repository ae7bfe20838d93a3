import { ZGiftTrackingResponse, ZOrderDetailResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  addCartLine,
  type CheckoutFixture,
  createAddress,
  createDeliveryLocation,
  createProduct,
  createStore,
} from '../../db/factories/index.ts';
import { orderParts, orders, outbox, refusedWords, slotBookings, timeSlots } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import {
  checkoutFixture,
  deliveryDay,
  orderBody,
  placeOrderReq,
  type Shopper,
  shopper,
} from '../../test/shop.ts';

// One order to several people: a cake for Aama in one place in the morning, flowers for a friend
// somewhere else in the evening. Each drop pays its own delivery, takes its own slot, becomes its
// own parts, and its recipient's text and page show nothing of the price, the others or a hidden
// sender.

let shop: CheckoutFixture;
let customer: Shopper;
let friend: { id: number };
let friendPlace: { id: number; name: string };
let flowersLine: string;

beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  friendPlace = await createDeliveryLocation(t.db, { name: 'Baneshwor', deliveryChargePaisa: 25_000 });
  const giftStore = await createStore(t.db, { name: 'Baneshwor Blooms', lat: 27.7172, lng: 85.324 });
  const flowers = await createProduct(t.db, {
    name: 'Sunflower Bunch',
    storeId: giftStore.id,
    categoryId: shop.category.id,
    pricePaisa: 90_000,
    stock: 5,
    prepHours: 0,
    isSameDay: true,
  });
  customer = await shopper(t.db, shop);
  flowersLine = (await addCartLine(t.db, { userId: customer.user.id, productId: flowers.id })).cartItemId;
  friend = await createAddress(t.db, {
    userId: customer.user.id,
    deliveryLocationId: friendPlace.id,
    receiverName: 'Maya Gurung',
    phoneNumber: '9801112233',
    alias: 'Maya',
  });
});

const extra = (over: Record<string, unknown> = {}) => ({
  cartItems: [flowersLine],
  addressId: friend.id,
  deliveryMethodId: shop.method.id,
  timeSlotId: shop.slots[1].id,
  deliveryDate: deliveryDay(4),
  giftMessage: 'Happy birthday, Maya!',
  hideSender: true,
  ...over,
});

async function summaryTotal(drops: unknown[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/V2/checkout-summary',
    headers: customer.headers,
    payload: {
      locationId: shop.location.id,
      deliveryMethodId: shop.method.id,
      drops: drops.map((d) => ({
        cartItems: (d as { cartItems: string[] }).cartItems,
        locationId: friendPlace.id,
        deliveryMethodId: shop.method.id,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    deliveryCharge: number;
    lines: { kind: string; label: string }[];
  };
}

describe('one order to several people', () => {
  it('charges delivery per drop and splits the order per store and drop', async () => {
    const summary = await summaryTotal([extra()]);
    expect(summary.deliveryCharge).toBe(shop.location.deliveryChargePaisa + 25_000);
    expect(summary.lines.find((l) => l.kind === 'delivery')?.label).toContain('Baneshwor');
    const res = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer, { giftMessage: 'With love, Aama' }),
      drops: [extra()],
      expectedTotal: summary.total,
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().data.orderId as string;
    const parts = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
    expect(parts.map((p) => p.drop).sort()).toEqual([1, 2]);
    const second = parts.find((p) => p.drop === 2);
    expect(second?.deliveryChargePaisa).toBe(25_000);
    expect(second?.timeSlotId).toBe(shop.slots[1].id);
    expect(second?.deliveryDate).toBe(deliveryDay(4));
    expect(second?.address?.receiverName).toBe('Maya Gurung');
    expect(second?.hideSender).toBe(true);
    // Each drop took its own place in its slot.
    const booked = await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, shop.slots[1].id));
    expect(booked[0]?.booked).toBe(1);

    const detail = await t.app.inject({
      url: `/api/V2/order-detail?orderId=${orderId}`,
      headers: customer.headers,
    });
    const order = ZOrderDetailResponse.parse(detail.json()).data.order;
    expect(order.parts.map((p) => p.recipient.receiverName)).toEqual(['Sita Shrestha', 'Maya Gurung']);
    expect(order.parts[0].recipient.giftMessage).toBe('With love, Aama');

    // The friend's text: no price, no sender (hidden), no other recipient; it links to her drop.
    const [text] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, '9801112233')));
    expect(text?.text).toMatch(/surprise/);
    expect(text?.text).not.toMatch(/Rs|रु|NPR|Sita|Aama/);
    const token = /\/track-gift\/([\w-]+)/.exec(text?.text ?? '')?.[1];
    const page = await t.app.inject({ url: `/api/V2/gift-tracking/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    const gift = ZGiftTrackingResponse.parse(page.json()).data;
    expect(gift).toMatchObject({
      receiverName: 'Maya Gurung',
      sender: null,
      giftMessage: 'Happy birthday, Maya!',
    });
    expect(gift.items.map((i) => i.name)).toEqual(['Sunflower Bunch']);
    expect(JSON.stringify(gift)).not.toMatch(/Price|price|total|Sita/);
  });

  it('names the sender when not hidden, and refuses an unknown link', async () => {
    const summary = await summaryTotal([extra()]);
    const res = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra({ hideSender: false })],
      expectedTotal: summary.total,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [text] = await t.db.select().from(outbox).where(eq(outbox.recipient, '9801112233'));
    expect(text?.text).toContain(customer.user.name);
    const bad = await t.app.inject({ url: `/api/V2/gift-tracking/${'x'.repeat(43)}` });
    expect(bad.statusCode).toBe(404);
  });

  it('refuses a line given to two people, an item not bought, and a first drop left empty', async () => {
    const twice = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra(), extra()],
      expectedTotal: 0,
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().errors['drops.1.cartItems']).toBeDefined();
    const stranger = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra({ cartItems: ['8f1d7f4e-1c1a-4f3b-9a55-0c9e2b1d4a10'] })],
      expectedTotal: 0,
    });
    expect(stranger.statusCode).toBe(400);
    const empty = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra({ cartItems: [flowersLine, customer.cartItemId] })],
      expectedTotal: 0,
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it("refuses a card whose words the shop's filter refuses, naming the word", async () => {
    await t.db.insert(refusedWords).values({
      word: 'idiot',
      normalized: 'idiot',
      reason: 'offensive language',
      reasonNe: 'अपमानजनक भाषा',
    });
    const res = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra({ giftMessage: 'To my favourite idiot' })],
      expectedTotal: 0,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors['drops.0.giftMessage'][0]).toContain('idiot');
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it("checks each drop's slot on its own and says which drop failed", async () => {
    await t.db.update(timeSlots).set({ capacity: 0 }).where(eq(timeSlots.id, shop.slots[1].id));
    const summary = await summaryTotal([extra()]);
    const res = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra()],
      expectedTotal: summary.total,
    });
    expect([400, 409], res.body).toContain(res.statusCode);
    expect(res.json().message).toMatch(/^Delivery 2: /);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it("gives back a drop's slot when its parts are cancelled, and not the other's", async () => {
    const summary = await summaryTotal([extra()]);
    const res = await placeOrderReq(t, customer, {
      ...orderBody(shop, customer),
      drops: [extra()],
      expectedTotal: summary.total,
    });
    const orderId = res.json().data.orderId as string;
    const [second] = await t.db
      .select()
      .from(orderParts)
      .where(and(eq(orderParts.orderId, orderId), eq(orderParts.drop, 2)));
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: customer.headers,
      payload: { orderId, partId: second.id, reasonId: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const slots = await t.db.select().from(slotBookings);
    expect(slots.find((s) => s.slotId === shop.slots[1].id)?.booked).toBe(0);
    expect(slots.find((s) => s.slotId === shop.slots[0].id)?.booked).toBe(1);
  });
});
