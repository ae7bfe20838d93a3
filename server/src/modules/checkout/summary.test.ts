import {
  type TCheckoutSummary,
  type TDeliveryMethod,
  ZCheckoutSummaryResponse,
  ZMethodsSlotsResponse,
  ZOrderDetailResponse,
  ZPlaceOrderResponse,
} from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import {
  type CheckoutFixture,
  createCoupon,
  createDeliveryLocation,
  createDeliveryMethod,
  createTimeSlot,
} from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import {
  checkoutFixture,
  deliveryDay,
  orderBody,
  placeOrderReq,
  type Shopper,
  shopper,
} from '../../test/shop.ts';

// What each delivery choice costs, asked three ways: the method's card (delivery-methods-time-slot),
// the summary beside it (checkout-summary) and the order itself (place-order). A location charge
// (Thamel, Rs 100) plus a method's surcharge is one figure, the same in all three.

let shop: CheckoutFixture;
let s: Shopper;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  // Two gift hampers: Rs 3,000 of items.
  s = await shopper(t.db, shop, { quantity: 2 });
  for (const [name, surcharge, startsAt, endsAt] of [
    ['Express', 15_000, '13:00', '15:00'],
    ['Fixed time', 20_000, '16:00', '16:30'],
    ['Midnight', 30_000, '23:00', '00:30'],
  ] as const) {
    const m = await createDeliveryMethod(t.db, { name, surchargePaisa: surcharge });
    await createTimeSlot(t.db, { methodId: m.id, startsAt, endsAt });
  }
});

async function post<T>(
  url: string,
  payload: Record<string, unknown>,
  parse: (v: unknown) => { data: T },
): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url: `/api/V2/${url}`, headers: s.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.json()).data;
}

const methods = async (locationId = shop.location.id): Promise<TDeliveryMethod[]> =>
  (
    await post('delivery-methods-time-slot', { locationId, date: deliveryDay(), cartItems: [] }, (v) =>
      ZMethodsSlotsResponse.parse(v),
    )
  ).methods;

const summary = (body: Record<string, unknown>): Promise<TCheckoutSummary> =>
  post('checkout-summary', { cartItems: [], ...body }, (v) => ZCheckoutSummaryResponse.parse(v));

/** The lines without the total add up to it. */
const added = (sum: TCheckoutSummary) =>
  sum.lines.filter((l) => l.kind !== 'total').reduce((n, l) => n + l.amount, 0);

describe('delivery charge per choice', () => {
  it("gives each method one figure: the card's charge is the summary's only delivery line", async () => {
    const offered = await methods();
    expect(offered.map((m) => [m.name, m.surcharge, m.charge])).toEqual([
      ['Standard', 0, 10_000],
      ['Express', 15_000, 25_000],
      ['Fixed time', 20_000, 30_000],
      ['Midnight', 30_000, 40_000],
    ]);
    for (const m of offered) {
      const sum = await summary({ locationId: shop.location.id, deliveryMethodId: m.id });
      const delivery = sum.lines.filter((l) => l.kind === 'delivery');
      expect(delivery, m.name).toEqual([
        { kind: 'delivery', label: `${m.name} delivery to Thamel`, amount: m.charge },
      ]);
      // The old fields stay: the location's part and the method's part of that one figure.
      expect(sum).toMatchObject({
        subtotal: 300_000,
        deliveryTotal: m.charge,
        deliveryCharge: 10_000,
        methodCharge: m.surcharge,
        total: 300_000 + m.charge,
      });
      expect(sum.lines.map((l) => l.kind)).toEqual(['subtotal', 'delivery', 'total']);
      expect(added(sum)).toBe(sum.total);
    }
  });

  it('adds up with a coupon: items + delivery − discount = total', async () => {
    await createCoupon(t.db, { code: 'TEN', type: 'percent', value: 10 });
    await post('apply-coupon', { code: 'TEN' }, (v) => v as { data: unknown });
    const express = (await methods()).find((m) => m.name === 'Express') as TDeliveryMethod;
    const sum = await summary({ locationId: shop.location.id, deliveryMethodId: express.id });
    expect(sum.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Subtotal', 300_000],
      ['Express delivery to Thamel', 25_000],
      ['Coupon TEN', -30_000],
      ['Total', 295_000],
    ]);
    expect(sum.subtotal + sum.deliveryTotal - sum.discount).toBe(sum.total);
  });

  it('charges the order what the summary said, for a method with a surcharge', async () => {
    const offered = await methods();
    const midnight = offered.find((m) => m.name === 'Midnight') as TDeliveryMethod;
    const sum = await summary({ locationId: shop.location.id, deliveryMethodId: midnight.id });
    const res = await placeOrderReq(
      t,
      s,
      orderBody(shop, s, { deliveryMethodId: midnight.id, timeSlotId: midnight.slots[0].id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = ZPlaceOrderResponse.parse(res.json()).data;
    expect(placed.total).toBe(sum.total);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${placed.orderId}`,
      headers: s.headers,
    });
    const order = ZOrderDetailResponse.parse(detail.json()).data.order;
    expect(order.deliveryCharge + order.methodCharge).toBe(midnight.charge);
  });

  it('names the location alone before a method is chosen, and nothing before either', async () => {
    const where = await summary({ locationId: shop.location.id });
    expect(where.lines.find((l) => l.kind === 'delivery')).toEqual({
      kind: 'delivery',
      label: 'Delivery to Thamel',
      amount: 10_000,
    });
    expect(where).toMatchObject({ deliveryTotal: 10_000, total: 310_000 });
    const nothing = await summary({});
    expect(nothing.lines.map((l) => l.kind)).toEqual(['subtotal', 'total']);
    expect(nothing).toMatchObject({ deliveryTotal: 0, total: 300_000 });
  });

  it('follows the location: a free area makes standard free and express only its surcharge', async () => {
    const free = await createDeliveryLocation(t.db, {
      name: 'Lazimpat',
      lat: 27.7218,
      lng: 85.3207,
      deliveryChargePaisa: 0,
    });
    const offered = await methods(free.id);
    for (const m of offered) {
      expect(m.charge, m.name).toBe(m.surcharge);
      const sum = await summary({ locationId: free.id, deliveryMethodId: m.id });
      expect(sum.lines.find((l) => l.kind === 'delivery')?.amount, m.name).toBe(m.surcharge);
      expect(sum.total).toBe(300_000 + m.surcharge);
    }
  });
});
