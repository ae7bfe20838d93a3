import {
  addDays,
  formatDate,
  kathmanduInstant,
  todayInKathmandu,
  ZStoreDeliveryDaysResponse,
} from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createStore } from '../../db/factories/index.ts';
import { stores } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, deliveryDay, orderBody, placeOrderReq, shopper } from '../../test/shop.ts';

// A store's own delivery calendar: on its closed days nobody can have its products delivered,
// and in a slot it limits, it takes no more orders than it said, whatever room the shop has.

async function setup() {
  const shop = await checkoutFixture(t.db);
  const owner = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: owner.user.id }).where(eq(stores.id, shop.store.id));
  return { shop, owner };
}

const dash = api(t, { base: DASHBOARD });
const { post } = api(t);

describe('a store’s closed days', () => {
  it('keep its products from being delivered that day, at every step, naming the store', async () => {
    const { shop, owner } = await setup();
    const day = deliveryDay();
    const added = await dash.post(`stores/${shop.store.id}/closed-days`, { day, reason: 'Tihar' }, owner);
    expect(added.statusCode, added.body).toBe(200);
    expect(ZStoreDeliveryDaysResponse.parse(added.json()).data.closedDays).toEqual([
      { day, reason: 'Tihar' },
    ]);
    const s = await shopper(t.db, shop);
    const message = `Lazimpat Bakers (Tihar) does not deliver on ${formatDate(day, 'day', { now: clock.now() })}. Choose another day.`;
    const slots = await post(
      'delivery-methods-time-slot',
      {
        locationId: shop.location.id,
        date: day,
        cartItems: [],
      },
      s,
    );
    expect([slots.statusCode, slots.json().message]).toEqual([400, message]);
    const placed = await placeOrderReq(t, s, orderBody(shop, s, { deliveryDate: day }));
    expect(placed.statusCode).toBe(400);
    expect(placed.json().errors.deliveryDate).toEqual([message]);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/V2/check-delivery-location-eligibility?productId=${shop.product.id}&locationId=${shop.location.id}&date=${day}`,
    });
    expect(check.json().data).toMatchObject({ eligible: false });
    expect(check.json().data.message).toMatch(
      /^Lazimpat Bakers does not deliver on .* \(Tihar\)\. The earliest/,
    );
    // A closed today moves the first delivery date on by a day.
    const today = todayInKathmandu(clock.now());
    await dash.post(`stores/${shop.store.id}/closed-days`, { day: today, reason: '' }, owner);
    const charge = await post('delivery-charge', { locationId: shop.location.id, cartItems: [] }, s);
    expect(charge.json().data.firstDeliveryDate).not.toBe(today);
    // Open again: the day can be booked.
    const removed = await dash.del(`stores/${shop.store.id}/closed-days/${day}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await placeOrderReq(t, s, orderBody(shop, s, { deliveryDate: day }))).statusCode).toBe(201);
  });

  it('are the store’s business: past days refused, other sellers 404, customers 403', async () => {
    const { shop, owner } = await setup();
    const past = addDays(todayInKathmandu(clock.now()), -1);
    const res = await dash.post(`stores/${shop.store.id}/closed-days`, { day: past }, owner);
    expect([res.statusCode, res.json().errors.day]).toEqual([400, ['Choose today or a later day']]);
    expect((await dash.post(`stores/${shop.store.id}/closed-days`, { day: 'soon' }, owner)).statusCode).toBe(
      400,
    );
    const rival = await quickUser(t.db, { role: 'seller' });
    await createStore(t.db, { ownerUserId: rival.user.id });
    expect((await dash.get(`stores/${shop.store.id}/delivery`, rival)).statusCode).toBe(404);
    expect((await dash.get(`stores/${shop.store.id}/delivery`, await quickUser(t.db))).statusCode).toBe(403);
    expect((await dash.del(`stores/${shop.store.id}/closed-days/${deliveryDay()}`, owner)).statusCode).toBe(
      404,
    );
  });
});

describe('a store’s own slot limits', () => {
  it('fill the slot for its products at its limit, and a cancelled order gives the place back', async () => {
    const { shop, owner } = await setup();
    const slot = shop.slots[0];
    const set = await dash.put(
      `stores/${shop.store.id}/slot-limits`,
      {
        limits: [{ slotId: slot.id, capacity: 1 }],
      },
      owner,
    );
    expect(set.statusCode, set.body).toBe(200);
    const shown = ZStoreDeliveryDaysResponse.parse(set.json()).data.slots.find((x) => x.slotId === slot.id);
    expect(shown).toMatchObject({ capacity: 1, shopCapacity: 20 });
    const first = await shopper(t.db, shop);
    const placed = await placeOrderReq(t, first, orderBody(shop, first));
    expect(placed.statusCode, placed.body).toBe(201);
    const second = await shopper(t.db, shop);
    const slots = await post(
      'delivery-methods-time-slot',
      {
        locationId: shop.location.id,
        date: deliveryDay(),
        cartItems: [],
      },
      second,
    );
    const picked = slots.json().data.methods[0].slots.find((x: { id: number }) => x.id === slot.id);
    expect(picked).toMatchObject({ available: false, remaining: 0, reason: 'Full' });
    const refused = await placeOrderReq(t, second, orderBody(shop, second));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Lazimpat Bakers is fully booked in this time slot. Please choose another one.',
    );
    const cancel = await post(
      'cancellation-request',
      {
        orderId: placed.json().data.orderId,
        reasonId: 1,
      },
      first,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await placeOrderReq(t, second, orderBody(shop, second))).statusCode).toBe(201);
    // Emptying the field removes the store's own limit.
    const cleared = await dash.put(
      `stores/${shop.store.id}/slot-limits`,
      {
        limits: [{ slotId: slot.id, capacity: '' }],
      },
      owner,
    );
    expect(
      ZStoreDeliveryDaysResponse.parse(cleared.json()).data.slots.find((x) => x.slotId === slot.id)?.capacity,
    ).toBeNull();
  });

  it('refuses unknown slots and numbers that are not numbers of orders', async () => {
    const { shop, owner } = await setup();
    const bad = await dash.put(
      `stores/${shop.store.id}/slot-limits`,
      {
        limits: [{ slotId: 999999, capacity: 2 }],
      },
      owner,
    );
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Choose time slots the shop offers']);
    const minus = await dash.put(
      `stores/${shop.store.id}/slot-limits`,
      {
        limits: [{ slotId: shop.slots[0].id, capacity: -1 }],
      },
      owner,
    );
    expect(minus.statusCode).toBe(400);
  });
});

describe('a store’s same-day cut-off', () => {
  it('closes today for its products once the hour has passed, at every step, and not before', async () => {
    const { shop } = await setup();
    const today = todayInKathmandu(clock.now());
    const tomorrow = addDays(today, 1);
    clock.setClock(kathmanduInstant(today, 11));
    try {
      const s = await shopper(t.db, shop);
      const cutoff = (hour: number | null) =>
        t.db.update(stores).set({ sameDayCutoffHour: hour }).where(eq(stores.id, shop.store.id));
      const check = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/V2/check-delivery-location-eligibility?productId=${shop.product.id}&locationId=${shop.location.id}&date=${today}`,
        });
      const slotsToday = () =>
        post('delivery-methods-time-slot', { locationId: shop.location.id, date: today, cartItems: [] }, s);
      const todayOrder = () =>
        placeOrderReq(t, s, orderBody(shop, s, { deliveryDate: today, timeSlotId: shop.slots[2].id }));

      // Noon has not come yet: today is still open.
      await cutoff(12);
      expect((await check()).json().data).toMatchObject({ eligible: true, date: today });
      expect((await slotsToday()).statusCode).toBe(200);
      const detail = await t.app.inject({ method: 'GET', url: `/api/V2/product/${shop.product.id}` });
      expect(detail.json().data.store.sameDayCutoffHour).toBe(12);

      // Ten o'clock has passed: nobody can have its products today.
      await cutoff(10);
      const message = `Lazimpat Bakers (same-day orders close at 10 am) does not deliver on ${formatDate(today, 'day', { now: clock.now() })}. Choose another day.`;
      const slots = await slotsToday();
      expect([slots.statusCode, slots.json().message]).toEqual([400, message]);
      const refused = await todayOrder();
      expect([refused.statusCode, refused.json().errors?.deliveryDate]).toEqual([400, [message]]);
      const checked = (await check()).json().data;
      expect(checked).toMatchObject({ eligible: false, earliestDate: tomorrow });
      expect(checked.message).toMatch(/same-day orders close at 10 am/);
      const charge = await post('delivery-charge', { locationId: shop.location.id, cartItems: [] }, s);
      expect(charge.json().data.firstDeliveryDate).toBe(tomorrow);

      // Without a cut-off of its own the shop's rule stands and today can be booked.
      await cutoff(null);
      const placed = await todayOrder();
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      clock.resetClock();
    }
  });
});
