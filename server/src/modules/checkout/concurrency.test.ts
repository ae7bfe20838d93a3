import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  type CheckoutFixture,
  createCoupon,
  createTimeSlot,
  createVoucher,
} from '../../db/factories/index.ts';
import { carts, coupons, orders, slotBookings, userCredits } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { meetAt, raceAt } from '../../test/race.ts';
import {
  checkoutFixture,
  deliveryDay,
  orderBody,
  placeOrderReq,
  type Shopper,
  shopper,
  shownTotal,
} from '../../test/shop.ts';

// These must hold on PGlite and on PostgreSQL (CI runs both). On PostgreSQL the requests
// really overlap (a pool of connections), so they test the conditional updates and row locks.
// The racers are held at a meeting point (test/race.ts) until they are all there, so the
// overlap happens on every run rather than when the scheduler happens to allow it.

let shop: CheckoutFixture;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
});

/** How many answers had each status code, e.g. { 201: 1, 409: 99 }. */
function statuses(rs: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const r of rs) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe('concurrency', () => {
  it('100 parallel checkouts with a single-use coupon: exactly one gets it', async () => {
    const coupon = await createCoupon(t.db, { code: 'ONCE', type: 'fixed', value: 10_000, usageLimit: 1 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 100; i++) shoppers.push(await shopper(t.db, shop));
    await t.db.update(carts).set({ couponCode: 'ONCE' });
    // Every cart is the same, so one summary gives the total all of them were shown.
    const expectedTotal = await shownTotal(t, shoppers[0], orderBody(shop, shoppers[0]));
    const body = (s: Shopper) => orderBody(shop, s, { timeSlotId: shop.slots[i(s)].id, expectedTotal });
    // Spread over the four slots of 20 so capacity is not what limits them.
    const i = (s: Shopper) => shoppers.indexOf(s) % 4;
    // Several of them have found the coupon unused before any of them counts a use.
    raceAt(t.database, { racers: 100, before: 'place-order:start', inside: 'place-order:holds' });
    const results = await Promise.all(shoppers.map((s) => placeOrderReq(t, s, body(s))));
    expect(statuses(results)).toEqual({ 201: 1, 409: 99 });
    const refusal = results.find((r) => r.statusCode === 409);
    expect(refusal?.json().message).toBe('This code has been used up');
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c.usedCount).toBe(1);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });

  it('100 parallel redemptions of a single-use voucher: exactly one credit', async () => {
    const voucher = await createVoucher(t.db, { code: 'GIFT-ONCE', amountPaisa: 50_000 });
    const users = [];
    for (let i = 0; i < 100; i++) users.push(await quickUser(t.db));
    raceAt(t.database, { racers: 100, before: 'redeem-voucher:start', inside: 'redeem-voucher:claim' });
    const results = await Promise.all(
      users.map((u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/V2/redeem-voucher',
          headers: u.headers,
          payload: { code: 'gift-once' },
        }),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: 99 });
    const credits = await t.db.select().from(userCredits).where(eq(userCredits.voucherId, voucher.id));
    expect(credits).toHaveLength(1);
  });

  it('50 parallel checkouts for a slot with capacity 3 make 3 orders', async () => {
    // Fewer places than the racers that meet (up to 4 on PostgreSQL), so the last place is
    // certainly fought over.
    const slot = await createTimeSlot(t.db, {
      methodId: shop.method.id,
      startsAt: '10:00',
      endsAt: '11:00',
      capacity: 3,
    });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper(t.db, shop));
    raceAt(t.database, { racers: 50, before: 'place-order:start', inside: 'place-order:holds' });
    const results = await Promise.all(
      shoppers.map((s) => placeOrderReq(t, s, orderBody(shop, s, { timeSlotId: slot.id }))),
    );
    expect(statuses(results)).toEqual({ 201: 3, 409: 47 });
    const [booking] = await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, slot.id));
    expect(booking).toMatchObject({ date: deliveryDay(), booked: 3 });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.timeSlotId, slot.id));
    expect(Number(n)).toBe(3);
  });

  it('the same Idempotency-Key sent 20 times in parallel makes one order', async () => {
    const s = await shopper(t.db, shop, { quantity: 2 });
    const body = orderBody(shop, s);
    // All 20 are in flight before any starts its transaction; the first one's lock on the
    // shopper then makes the others wait and find its order.
    meetAt('place-order:start', 20);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrderReq(t, s, body, 'double-click-123')),
    );
    expect(statuses(results)).toEqual({ 201: 1, 200: 19 });
    const ids = new Set(results.map((r) => r.json().data.orderId));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });
});
