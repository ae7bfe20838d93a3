import { addDays, formatDate, type TMethodsSlots, ZMethodsSlotsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  type CheckoutFixture,
  checkoutFixture,
  createDeliveryMethod,
  createTimeSlot,
} from '../../db/factories/checkout.ts';
import { addCartLine, createProduct, createStore } from '../../db/factories/index.ts';
import { slotBookings, timeSlots } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { cartApi, type Headers } from '../../test/cart-api.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// POST delivery-methods-time-slot {locationId, date, cartItems}: every active
// method with its slots on the date, each available or why not. The pure rules are in
// slot-rules.test.ts; here the clock is frozen at 10:00 Kathmandu unless a test moves it.

let a: ReturnType<typeof cartApi>;
let fx: CheckoutFixture;
let me: Headers;
let myId: string;
let today: string;
let tomorrow: string;
beforeEach(async () => {
  ({ today, tomorrow } = freezeKathmandu(10));
  a = cartApi(t);
  fx = await checkoutFixture(t.db);
  const user = await quickUser(t.db);
  me = user.headers;
  myId = user.user.id;
});

async function slots(body: Record<string, unknown>, headers = me): Promise<TMethodsSlots> {
  const res = await a.post('delivery-methods-time-slot', body, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return ZMethodsSlotsResponse.parse(res.json()).data;
}
const line = (productId: string) => addCartLine(t.db, { userId: myId, productId });
const reasons = (m: TMethodsSlots['methods'][number]) => m.slots.map((s) => [s.label, s.available, s.reason]);

describe('methods and slots of a date', () => {
  it("lists each method's slots; a cake's 24 hours make tomorrow's first slot too soon", async () => {
    const express = await createDeliveryMethod(t.db, {
      slug: 'express',
      name: 'Express',
      surchargePaisa: 25_000,
    });
    await createTimeSlot(t.db, { methodId: express.id, startsAt: '13:00', endsAt: '14:00', capacity: 5 });
    await line(fx.cake.id);
    const out = await slots({ locationId: fx.location.id, date: tomorrow, cartItems: [] });
    expect(out).toMatchObject({ date: tomorrow, locationId: fx.location.id, firstDeliveryDate: tomorrow });
    expect(out.methods.map((m) => [m.name, m.surcharge, m.charge])).toEqual([
      ['Standard', 0, 10_000],
      ['Express', 25_000, 35_000],
    ]);
    expect(reasons(out.methods[0])).toEqual([
      ['09:00–12:00', false, 'Too soon for your order to be ready'],
      ['12:00–15:00', true, null],
      ['15:00–18:00', true, null],
      ['18:00–21:00', true, null],
    ]);
    expect(out.methods[1].slots).toEqual([
      expect.objectContaining({ start: '13:00', end: '14:00', available: true, remaining: 5 }),
    ]);
  });

  it('marks a slot Full once its bookings reach the capacity, on that date only', async () => {
    await line(fx.product.id);
    const [nine, noon, three] = fx.slots;
    await t.db.insert(slotBookings).values([
      { slotId: noon.id, date: tomorrow, booked: 20 },
      { slotId: three.id, date: tomorrow, booked: 19 },
      { slotId: nine.id, date: addDays(tomorrow, 1), booked: 20 },
    ]);
    const out = await slots({ locationId: fx.location.id, date: tomorrow });
    expect(out.methods[0].slots.map((s) => [s.start, s.available, s.reason, s.remaining])).toEqual([
      ['09:00', true, null, 20],
      ['12:00', false, 'Full', 0],
      ['15:00', true, null, 1],
      ['18:00', true, null, 20],
    ]);
    const later = await slots({ locationId: fx.location.id, date: addDays(tomorrow, 1) });
    expect(reasons(later.methods[0])[0]).toEqual(['09:00–12:00', false, 'Full']);
  });

  it("shows today's started slots as past for a same-day gift", async () => {
    await line(fx.product.id);
    const out = await slots({ locationId: fx.location.id, date: today });
    expect(out.firstDeliveryDate).toBe(today);
    expect(out.methods[0].slots.map((s) => s.reason)).toEqual(['Past', null, null, null]);
  });

  it('leaves out inactive slots and methods', async () => {
    await line(fx.product.id);
    await t.db.update(timeSlots).set({ isActive: false }).where(eq(timeSlots.id, fx.slots[0].id));
    const off = await createDeliveryMethod(t.db, { name: 'Retired', isActive: false });
    await createTimeSlot(t.db, { methodId: off.id, startsAt: '10:00', endsAt: '11:00' });
    const out = await slots({ locationId: fx.location.id, date: tomorrow });
    expect(out.methods.map((m) => m.name)).toEqual(['Standard']);
    expect(out.methods[0].slots.map((s) => s.start)).toEqual(['12:00', '15:00', '18:00']);
  });

  it('answers for the chosen lines and for a visitor by cart token', async () => {
    const gift = await line(fx.product.id);
    await line(fx.cake.id);
    const chosen = await slots({ locationId: fx.location.id, date: today, cartItems: [gift.cartItemId] });
    expect(chosen.firstDeliveryDate).toBe(today);
    const visitor = await a.add({ productId: fx.product.id });
    const out = await slots(
      { locationId: fx.location.id, date: today },
      { 'x-cart-token': visitor.cartId as string },
    );
    expect(out.methods[0].slots).toHaveLength(4);
  });
});

describe('dates', () => {
  it('refuses a past, impossible or too distant date, and one the order cannot make', async () => {
    await line(fx.cake.id);
    const body = (date: string) => ({ locationId: fx.location.id, date });
    const past = await a.fails(400, 'delivery-methods-time-slot', body(addDays(today, -1)), me);
    expect(past.errors?.date).toEqual(['Choose today or a later date']);
    const bogus = await a.fails(400, 'delivery-methods-time-slot', body('2026-02-30'), me);
    expect(bogus.errors?.date?.[0]).toMatch(/Use a date like/);
    const far = await a.fails(400, 'delivery-methods-time-slot', body(addDays(today, 91)), me);
    expect(far.message).toBe('Choose a date within the next 90 days');
    const sameDay = await a.fails(400, 'delivery-methods-time-slot', body(today), me);
    expect(sameDay.message).toBe(
      `Same-day delivery is not available for your order. The earliest delivery date is ${formatDate(tomorrow, 'day', { now: clock.now() })}.`,
    );
  });

  it('counts the date in Kathmandu: at 00:30 there, the UTC date is already past', async () => {
    const { now, today: ktmToday } = freezeKathmandu(0, 30);
    const utcDate = now.toISOString().slice(0, 10);
    expect(utcDate).toBe(addDays(ktmToday, -1));
    await line(fx.product.id);
    const past = await a.fails(
      400,
      'delivery-methods-time-slot',
      { locationId: fx.location.id, date: utcDate },
      me,
    );
    expect(past.message).toBe('Choose today or a later date');
    const out = await slots({ locationId: fx.location.id, date: ktmToday });
    expect(out.firstDeliveryDate).toBe(ktmToday);
    expect(out.methods[0].slots.every((s) => s.available)).toBe(true);
  });

  it('once the last slot has started, today is refused for a gift with a reason a person understands', async () => {
    freezeKathmandu(19);
    await line(fx.product.id);
    const res = await a.fails(
      400,
      'delivery-methods-time-slot',
      { locationId: fx.location.id, date: today },
      me,
    );
    expect(res.message).toBe(
      `No time slot is left today. The earliest delivery date is ${formatDate(tomorrow, 'day', { now: clock.now() })}.`,
    );
  });
});

describe('the evening', () => {
  it('still offers the midnight slot today at 19:00 when the order can make it', async () => {
    freezeKathmandu(19);
    const midnight = await createDeliveryMethod(t.db, {
      slug: 'midnight',
      name: 'Midnight',
      surchargePaisa: 30_000,
      leadHours: 2,
    });
    await createTimeSlot(t.db, { methodId: midnight.id, startsAt: '23:00', endsAt: '00:30', capacity: 5 });
    await line(fx.product.id);
    const out = await slots({ locationId: fx.location.id, date: today });
    expect(out.firstDeliveryDate).toBe(today);
    const night = out.methods.find((m) => m.id === midnight.id);
    expect(night?.slots.map((s) => [s.label, s.available])).toEqual([['23:00–00:30', true]]);
    // The day method's slots have all started.
    expect(out.methods.find((m) => m.id === fx.method.id)?.slots.every((s) => s.reason === 'Past')).toBe(
      true,
    );
  });
});

describe('refusals', () => {
  it('is a 400 for an unknown location, a shop too far and an empty cart', async () => {
    const date = tomorrow;
    expect(
      (await a.fails(400, 'delivery-methods-time-slot', { locationId: fx.location.id, date }, me)).message,
    ).toBe('Your cart is empty');
    await line(fx.product.id);
    const unknown = await a.fails(400, 'delivery-methods-time-slot', { locationId: 999_999, date }, me);
    expect(unknown.errors?.locationId).toEqual(['Choose a delivery location from the list']);
    const far = await createStore(t.db, { lat: 27.6253, lng: 85.5561 });
    await line((await createProduct(t.db, { name: 'Juju Dhau', storeId: far.id })).id);
    const res = await a.fails(400, 'delivery-methods-time-slot', { locationId: fx.location.id, date }, me);
    expect(res.message).toBe('Juju Dhau cannot be delivered to Thamel');
    await a.fails(400, 'delivery-methods-time-slot', { locationId: fx.location.id }, me);
  });
});
