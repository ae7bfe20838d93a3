import { KATHMANDU_OFFSET_MINUTES } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import type { CheckoutFixture } from '../../db/factories/index.ts';
import { createStore, createTimeSlot } from '../../db/factories/index.ts';
import {
  cancellationRefunds,
  ledgerEntries,
  orderParts,
  orders,
  stores,
  userCredits,
} from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { creditBalance } from '../credits/index.ts';
import { reconcile } from '../earnings/index.ts';

// Fair cancellation by time: the quote, the fee checked again as the part is cancelled, the
// refund to the wallet or through the gateway, the fee in the store's earnings, and the terms.

const shop = api(t);
const desk = api(t, { base: DASHBOARD });
const HOUR = 3_600_000;

let fx: CheckoutFixture;
let s: Shopper;
let owner: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  fx = await checkoutFixture(t.db);
  s = await shopper(t.db, fx);
  owner = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: owner.user.id }).where(eq(stores.id, fx.store.id));
});

/** An order paid through eSewa (1,600 rupees), its part, and the instant its slot starts. */
async function paidOrder(method = 'esewa') {
  const res = await placeOrderReq(t, s, orderBody(fx, s, { paymentMethod: method }));
  expect(res.statusCode, res.body).toBe(201);
  const orderId: string = res.json().data.orderId;
  await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
  await t.db.update(orderParts).set({ paymentStatus: 'paid' }).where(eq(orderParts.orderId, orderId));
  const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
  return { orderId, part };
}

/**
 * Moves the part's slot to start about `hours` from now (sessions live in real time, so the
 * slot moves rather than the clock): its Kathmandu day and minute, rounded down to the minute.
 */
async function slotIn(partId: string, hours: number) {
  const k = new Date(Date.now() + hours * HOUR + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString();
  const slot = await createTimeSlot(t.db, {
    methodId: fx.method.id,
    startsAt: k.slice(11, 16),
    endsAt: '23:59',
  });
  await t.db
    .update(orderParts)
    .set({ timeSlotId: slot.id, deliveryDate: k.slice(0, 10) })
    .where(eq(orderParts.id, partId));
}

const setTerms = (freeHours: unknown, feePercent: unknown, who = owner, storeId = fx.store.id) =>
  desk.put(`stores/${storeId}/cancellation-terms`, { freeHours, feePercent }, who);
async function quote(orderId: string) {
  const res = await shop.get(`cancellation-quote?orderId=${orderId}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const cancel = (orderId: string, more: Record<string, unknown> = {}) =>
  shop.post('cancellation-request', { orderId, reasonId: 1, ...more }, s);

describe('fair cancellation', () => {
  it('quotes the fee within the store’s terms, and cancels with it into the wallet once', async () => {
    expect((await setTerms(48, 20)).statusCode).toBe(200);
    const { orderId, part } = await paidOrder();
    await slotIn(part.id, 10);
    const q = (await quote(orderId)).json().data.quote;
    expect(q).toMatchObject({ paidPaisa: part.totalPaisa, feePaisa: part.totalPaisa / 5, canCancel: true });
    expect(q.refundTo).toEqual(['wallet', 'esewa']);
    expect(q.parts[0]).toMatchObject({ term: 'fee', freeHours: 48, feePercent: 20 });
    const before = await creditBalance({ db: t.db, userId: s.user.id });
    const res = await cancel(orderId, { expectedFeePaisa: q.feePaisa, refundTo: 'wallet' });
    expect(res.statusCode, res.body).toBe(200);
    const refund = res.json().data.order.parts[0].refund;
    expect(refund).toMatchObject({
      amountPaisa: q.refundPaisa,
      feePaisa: q.feePaisa,
      method: 'wallet',
      status: 'done',
    });
    expect(await creditBalance({ db: t.db, userId: s.user.id })).toBe(before + q.refundPaisa);
    // A second cancellation changes nothing and credits nothing more.
    expect((await cancel(orderId, { expectedFeePaisa: q.feePaisa, refundTo: 'wallet' })).statusCode).toBe(
      409,
    );
    expect(await creditBalance({ db: t.db, userId: s.user.id })).toBe(before + q.refundPaisa);
    const fees = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.partId, part.id));
    expect(fees.map((f) => [f.kind, f.storeId, f.amountPaisa])).toEqual([
      ['cancellation_fee', fx.store.id, q.feePaisa],
    ]);
    const [row] = await t.db.select().from(orderParts).where(eq(orderParts.id, part.id));
    expect(row.paymentStatus).toBe('refunded');
    // The books agree: money paid = refund + fee, and the fee is what the store is owed.
    expect((await reconcile(t.db)).differencePaisa).toBe(0);
  });

  it('refuses with 409 when the fee is not the one the shopper saw, and changes nothing', async () => {
    const { orderId, part } = await paidOrder();
    // Shop defaults: free until 24 h before. The shopper saw it free, then time passed the line.
    await slotIn(part.id, 25);
    expect((await quote(orderId)).json().data.quote.feePaisa).toBe(0);
    await slotIn(part.id, 23);
    const res = await cancel(orderId, { expectedFeePaisa: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/fee is now/);
    const none = await cancel(orderId);
    expect(none.statusCode).toBe(409);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('placed');
  });

  it('records an eSewa refund to do, which staff mark done with a reference', async () => {
    const { orderId, part } = await paidOrder();
    const res = await cancel(orderId, { expectedFeePaisa: 0, refundTo: 'original' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.parts[0].refund).toMatchObject({
      method: 'esewa',
      status: 'to_do',
      feePaisa: 0,
    });
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await desk.get('cancellation-refunds', owner)).statusCode).toBe(403);
    const list = (await desk.get('cancellation-refunds?status=to_do', admin)).json().data.refunds;
    const mine = list.find((r: { partNumber: string }) => r.partNumber === part.number);
    expect(mine).toMatchObject({ amountPaisa: part.totalPaisa, method: 'esewa', storeName: fx.store.name });
    expect(
      (await desk.post(`cancellation-refunds/${mine.id}/done`, { reference: '' }, admin)).statusCode,
    ).toBe(400);
    const done = await desk.post(`cancellation-refunds/${mine.id}/done`, { reference: 'ESW-123' }, admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.refund).toMatchObject({ status: 'done', reference: 'ESW-123' });
    expect(
      (await desk.post(`cancellation-refunds/${mine.id}/done`, { reference: 'ESW-123' }, admin)).statusCode,
    ).toBe(409);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paymentStatus).toBe('refunded');
  });

  it('owes nothing for an unpaid cash-on-delivery order, late or not', async () => {
    const res = await placeOrderReq(t, s, orderBody(fx, s));
    const orderId: string = res.json().data.orderId;
    const q = (await quote(orderId)).json().data.quote;
    expect(q).toMatchObject({ paidPaisa: 0, feePaisa: 0, refundTo: [] });
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(
      await t.db.select().from(cancellationRefunds).where(eq(cancellationRefunds.orderId, orderId)),
    ).toEqual([]);
  });

  it('two cancellations of the same part at once refund it once', async () => {
    const { orderId, part } = await paidOrder();
    const before = await creditBalance({ db: t.db, userId: s.user.id });
    const both = await Promise.all([
      cancel(orderId, { partId: part.id, refundTo: 'wallet' }),
      cancel(orderId, { partId: part.id, refundTo: 'wallet' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await creditBalance({ db: t.db, userId: s.user.id })).toBe(before + part.totalPaisa);
    const credits = await t.db.select().from(userCredits).where(eq(userCredits.orderId, orderId));
    expect(credits.filter((c) => c.amountPaisa > 0)).toHaveLength(1);
  });

  it('keeps terms to the store’s own people and within bounds', async () => {
    const other = await createStore(t.db, { name: 'Someone Else' });
    expect((await setTerms(10, 10, owner, other.id)).statusCode).toBe(404);
    expect((await desk.get(`stores/${other.id}/cancellation-terms`, owner)).statusCode).toBe(404);
    const bad = await setTerms(169, 101);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['freeHours', 'feePercent']);
    expect((await setTerms(-1, 5)).statusCode).toBe(400);
    const got = (await desk.get(`stores/${fx.store.id}/cancellation-terms`, owner)).json().data;
    expect(got.terms).toBeNull();
    expect((await setTerms(168, 100)).json().data.terms).toEqual({ freeHours: 168, feePercent: 100 });
    expect((await desk.put('cancellation-terms', { freeHours: 12, feePercent: 10 }, owner)).statusCode).toBe(
      403,
    );
    const admin = await quickUser(t.db, { role: 'admin' });
    const shopTerms = await desk.put('cancellation-terms', { freeHours: 12, feePercent: 10 }, admin);
    expect(shopTerms.json().data.shop).toEqual({ freeHours: 12, feePercent: 10 });
  });
});
