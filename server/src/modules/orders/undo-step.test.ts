import {
  kathmanduInstant,
  UNDO_WINDOW_MINUTES,
  ZDashboardOrderResponse,
  ZDashboardOrdersResponse,
} from '@upahar/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, onTestFinished } from 'vitest';
import { type CheckoutFixture, checkoutFixture } from '../../db/factories/index.ts';
import {
  auditChanges,
  ledgerEntries,
  orderEvents,
  orderParts,
  orders,
  outbox,
  storeStatements,
  stores,
} from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { balanceOf, reconcile } from '../earnings/index.ts';

// A step tapped by mistake: delivering before the order's day must be meant, and the last step
// may be taken back for a few minutes, a delivery with everything it wrote to the ledger.

type Account = Awaited<ReturnType<typeof quickUser>>;
let shop: CheckoutFixture;
let seller: Account;
let admin: Account;

beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  seller = await quickUser(t.db, { role: 'seller' });
  admin = await quickUser(t.db, { role: 'admin' });
  // The store's own rider collects the cash, so a delivery also posts the cash it holds.
  await t.db
    .update(stores)
    .set({ ownerUserId: seller.user.id, deliveredBy: 'store' })
    .where(eq(stores.id, shop.store.id));
});

/** A cash-on-delivery order of the fixture's hamper, three days ahead; its one part. */
async function placePart(buyer?: Shopper) {
  const who = buyer ?? (await shopper(t.db, shop));
  const placed = await placeOrderReq(t, who, orderBody(shop, who));
  expect(placed.statusCode, placed.body).toBe(201);
  const [part] = await t.db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, placed.json().data.orderId));
  return { ...part, customer: who };
}

const move = (partId: string, status: string, extra: object = {}, who: Account = seller) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/orders/${partId}/status`,
    headers: who.headers,
    payload: { status, note: '', ...extra },
  });
const undo = (partId: string, status: string, who: Account = seller) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/orders/${partId}/undo`,
    headers: who.headers,
    payload: { status },
  });

async function moveTo(partId: string, statuses: string[]) {
  for (const status of statuses) {
    const res = await move(partId, status, { early: true });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const TO_DELIVERED = ['confirmed', 'preparing', 'out_for_delivery', 'delivered'];

const partRow = async (id: string) => (await t.db.select().from(orderParts).where(eq(orderParts.id, id)))[0];
const cardOf = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/orders', headers: seller.headers });
  return ZDashboardOrdersResponse.parse(res.json()).data.orders.find((o) => o.partId === id);
};
/** Makes the part's last step `minutes` older, as if it had been taken that long ago. */
const ageLastStep = (partId: string, minutes: number) =>
  t.db
    .update(orderEvents)
    .set({ createdAt: sql`${orderEvents.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(orderEvents.partId, partId));

describe('delivering before the order’s day', () => {
  it('is refused with the day and how early, unless the request says it is early on purpose', async () => {
    const part = await placePart();
    await moveTo(part.id, ['confirmed', 'preparing', 'out_for_delivery']);
    const refused = await move(part.id, 'delivered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This order is for (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2} — it is 3 days early\. /,
    );
    expect((await partRow(part.id)).status).toBe('out_for_delivery');
    // A move its status does not allow is still refused as such.
    const other = await placePart();
    expect((await move(other.id, 'delivered')).json().message).toBe(
      'An order that is placed cannot become delivered',
    );
    const early = await move(part.id, 'delivered', { early: true });
    expect(early.statusCode, early.body).toBe(200);
    // The audit log keeps how early it was.
    const changes = await t.db.select().from(auditChanges).where(eq(auditChanges.entityId, part.id));
    expect(changes.map((c) => c.after)).toContainEqual({
      status: 'delivered',
      paymentStatus: 'paid',
      daysEarly: 3,
    });
  });

  it('is taken without a word on the day itself, Nepal time', async () => {
    const part = await placePart();
    await moveTo(part.id, ['confirmed', 'preparing', 'out_for_delivery']);
    onTestFinished(() => clock.resetClock());
    clock.setClock(kathmanduInstant(part.deliveryDate, 0, 5));
    // Signed in on that day: the sessions of three days before have expired by then.
    const onTheDay = await quickUser(t.db, { role: 'admin' });
    const res = await move(part.id, 'delivered', {}, onTheDay);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('taking the last step back', () => {
  it('steps back one status within the window, shown on the card and the timeline, once', async () => {
    const part = await placePart();
    await moveTo(part.id, ['confirmed', 'preparing']);
    const offer = (await cardOf(part.id))?.undo;
    expect(offer).toMatchObject({ from: 'preparing', to: 'confirmed' });
    expect(offer?.secondsLeft).toBeGreaterThan(UNDO_WINDOW_MINUTES * 60 - 30);
    const res = await undo(part.id, 'preparing');
    expect(res.statusCode, res.body).toBe(200);
    const order = ZDashboardOrderResponse.parse(res.json()).data.order;
    expect(order.status).toBe('confirmed');
    expect(order.undo).toBeNull();
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'confirmed',
      note: 'Step taken back: not being prepared yet',
      actor: 'seller',
    });
    expect(res.json().message).toBe(`Took back “Being prepared”: order ${part.number} is confirmed again`);
    // Confirming is not taken back, and a step is taken back once.
    const again = await undo(part.id, 'confirmed');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order that is confirmed cannot be taken back a step.');

    // Out for delivery: whose rider was to take it is forgotten, and fixed again as it goes out.
    await moveTo(part.id, ['preparing', 'out_for_delivery']);
    expect((await partRow(part.id)).deliveredBy).toBe('store');
    // A page that still shows an older status takes nothing back.
    const stale = await undo(part.id, 'preparing');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/is out for delivery now, not being prepared/);
    expect((await undo(part.id, 'out_for_delivery', admin)).statusCode).toBe(200);
    const back = await partRow(part.id);
    expect([back.status, back.deliveredBy]).toEqual(['preparing', null]);
  });

  it('is refused once the window has passed, and no longer offered', async () => {
    const part = await placePart();
    await moveTo(part.id, ['confirmed', 'preparing']);
    await ageLastStep(part.id, UNDO_WINDOW_MINUTES + 1);
    expect((await cardOf(part.id))?.undo).toBeNull();
    const res = await undo(part.id, 'preparing');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `A step can be taken back within ${UNDO_WINDOW_MINUTES} minutes; order ${part.number} was marked “Being prepared” ${UNDO_WINDOW_MINUTES + 1} minutes ago.`,
    );
    expect((await partRow(part.id)).status).toBe('preparing');
  });

  it('is refused to another store’s seller with 404', async () => {
    const part = await placePart();
    await moveTo(part.id, ['confirmed', 'preparing']);
    const stranger = await quickUser(t.db, { role: 'seller' });
    expect((await undo(part.id, 'preparing', stranger)).statusCode).toBe(404);
  });
});

describe('taking a delivery back', () => {
  it('reverses its ledger entries and the cash collected: every balance is back where it was', async () => {
    // Another delivery first, so the balances are not simply zero.
    const first = await placePart();
    await moveTo(first.id, TO_DELIVERED);
    const part = await placePart();
    await moveTo(part.id, ['confirmed', 'preparing', 'out_for_delivery']);
    const before = { store: await balanceOf(t.db, shop.store.id), shop: await balanceOf(t.db, null) };
    await moveTo(part.id, ['delivered']);
    expect(await balanceOf(t.db, shop.store.id)).not.toBe(before.store);
    const posted = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.partId, part.id));
    expect(posted.map((e) => e.kind)).toContain('cash_collected');
    expect((await partRow(part.id)).paymentStatus).toBe('paid');

    const res = await undo(part.id, 'delivered');
    expect(res.statusCode, res.body).toBe(200);
    expect({ store: await balanceOf(t.db, shop.store.id), shop: await balanceOf(t.db, null) }).toEqual(
      before,
    );
    // Nothing is erased: each entry has its mirror, the cash collected included.
    const reversals = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.partId, part.id), isNotNull(ledgerEntries.reversesId)));
    expect(reversals.map((r) => [r.reversesId, r.amountPaisa]).sort()).toEqual(
      posted.map((e) => [e.id, -e.amountPaisa]).sort(),
    );
    expect(reversals.every((r) => r.kind === 'reversal')).toBe(true);
    // The cash was never collected: the part and the order are unpaid again, and on their way.
    const back = await partRow(part.id);
    expect([back.status, back.paymentStatus]).toEqual(['out_for_delivery', 'pending']);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, part.orderId));
    expect([order.status, order.paymentStatus]).toEqual(['out_for_delivery', 'pending']);
    expect((await reconcile(t.db)).differencePaisa).toBe(0);
    // The customer, told it was delivered, is told it is not yet.
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, part.customer.user.email));
    const subjects = mails.map((m) => m.subject);
    expect(subjects.some((s) => s.includes('has been delivered'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Not delivered yet:'))).toBe(true);

    // Delivered again, it is posted afresh, once.
    await moveTo(part.id, ['delivered']);
    const after = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.partId, part.id));
    expect(after).toHaveLength(posted.length * 3);
    expect((await reconcile(t.db)).differencePaisa).toBe(0);
  });

  it('is refused once money was given back, the customer complained, or a statement counted it', async () => {
    const refunded = await placePart();
    await moveTo(refunded.id, TO_DELIVERED);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${refunded.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'The cake arrived crushed' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const noRefund = await undo(refunded.id, 'delivered');
    expect(noRefund.statusCode).toBe(409);
    expect(noRefund.json().message).toBe(
      `Money has already been given back on order ${refunded.number}, so its delivery stands.`,
    );

    const complained = await placePart();
    await moveTo(complained.id, TO_DELIVERED);
    const complaint = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-complain',
      headers: complained.customer.headers,
      payload: {
        orderId: complained.orderId,
        subject: 'Melted icing',
        message: 'The icing had melted on the way.',
      },
    });
    expect(complaint.statusCode, complaint.body).toBe(200);
    const noComplaint = await undo(complained.id, 'delivered');
    expect(noComplaint.statusCode).toBe(409);
    expect(noComplaint.json().message).toMatch(/has complained about order .* since it was delivered/);

    const counted = await placePart();
    await moveTo(counted.id, TO_DELIVERED);
    const now = Date.now();
    await t.db.insert(storeStatements).values({
      storeId: shop.store.id,
      weekStart: '2026-11-29',
      fromAt: new Date(now - 3_600_000),
      untilAt: new Date(now + 3_600_000),
      lastEntryId: 1,
      openingPaisa: 0,
      closingPaisa: 0,
      payablePaisa: 0,
      entryCount: 1,
    });
    const noStatement = await undo(counted.id, 'delivered');
    expect(noStatement.statusCode).toBe(409);
    expect(noStatement.json().message).toBe(
      `Order ${counted.number} is already on the store's weekly statement, so its delivery stands.`,
    );
    expect((await partRow(counted.id)).status).toBe('delivered');
  });
});
