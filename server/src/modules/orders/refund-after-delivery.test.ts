import {
  exactAmount,
  type TDashboardOrderDetail,
  ZDashboardOrderResponse,
  ZOrderDetailResponse,
} from '@upahar/contract';
import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, checkoutFixture } from '../../db/factories/index.ts';
import {
  ledgerEntries,
  orderComplaints,
  orderParts,
  orders,
  outbox,
  stores,
  userCredits,
} from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { creditBalance } from '../credits/index.ts';
import { balanceOf } from '../earnings/index.ts';

// Money given back after delivery, by admins: a delivered part refunded in full mirrors its
// entries in the stores' ledger and gives back the credit spent on it; a complaint settled in the
// customer's favour debits the store exactly what was given back. Never more than was paid.

type Account = Awaited<ReturnType<typeof quickUser>>;
const CREDIT = 50_000;
let shop: CheckoutFixture;
let customer: Shopper;
let seller: Account;
let admin: Account;
let orderId: string;
let partId: string;

beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  seller = await quickUser(t.db, { role: 'seller' });
  admin = await quickUser(t.db, { role: 'admin' });
  // Upahar's riders deliver for it (and collect the cash), unless a test says otherwise.
  await t.db
    .update(stores)
    .set({ ownerUserId: seller.user.id, deliveredBy: 'shop' })
    .where(eq(stores.id, shop.store.id));
  customer = await shopper(t.db, shop);
  // Some of the order is paid with credit, the rest in cash at the door.
  await t.db.insert(userCredits).values({ userId: customer.user.id, amountPaisa: CREDIT, reason: 'Voucher' });
  const res = await placeOrderReq(t, customer, orderBody(shop, customer, { useCredit: true }));
  expect(res.statusCode, res.body).toBe(201);
  orderId = res.json().data.orderId;
  [{ id: partId }] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
});

const desk = api(t, { base: DASHBOARD });
/** The dashboard's calls about this test's part: a read without a body, a write with one. */
const dashboard = (who: Account, path: string, payload?: object) =>
  payload ? desk.post(`orders/${partId}${path}`, payload, who) : desk.get(`orders/${partId}${path}`, who);

/** Through the dashboard, so delivery writes the part's entries to the ledger. */
async function deliver() {
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    const res = await dashboard(seller, '/status', { status, note: '', early: true });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const refund = (who: Account, reason = 'The cake arrived crushed') => dashboard(who, '/refund', { reason });
const settle = (complaintId: number, refundPaisa: number, reason = 'The icing had melted') =>
  dashboard(admin, `/complaints/${complaintId}/settle`, { refundPaisa, reason });
const detailOf = (res: { json: () => unknown }): TDashboardOrderDetail =>
  ZDashboardOrderResponse.parse(res.json()).data.order;

const part = async () => (await t.db.select().from(orderParts).where(eq(orderParts.id, partId)))[0];
const orderRow = async () => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
/** The part's entries without the cash a store's rider kept: what the customer paid, net. */
const partSum = async () =>
  (
    await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.partId, partId), ne(ledgerEntries.kind, 'cash_collected')))
  ).reduce((sum, e) => sum + e.amountPaisa, 0);

async function complain(subject = 'Melted icing') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/V2/order-complain',
    headers: customer.headers,
    payload: { orderId, subject, message: 'The icing had melted by the time it came.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select()
    .from(orderComplaints)
    .where(and(eq(orderComplaints.orderId, orderId), eq(orderComplaints.subject, subject)));
  return row.id;
}

const mailsOfCustomer = () => t.db.select().from(outbox).where(eq(outbox.recipient, customer.user.email));

describe('refunding a delivered part', () => {
  it('reverses its entries, gives the credit back, owes the rest and tells the customer', async () => {
    await deliver();
    const delivered = await part();
    expect(delivered.creditPaisa).toBe(CREDIT);
    expect(delivered.totalPaisa).toBeGreaterThan(0);
    expect(await partSum()).toBe(delivered.totalPaisa);
    expect(await creditBalance({ db: t.db, userId: customer.user.id })).toBe(0);
    const before = detailOf(await dashboard(admin, ''));
    expect([before.mayRefund, before.maySettle, before.refundedPaisa]).toEqual([true, true, 0]);

    const res = await refund(admin);
    expect(res.statusCode, res.body).toBe(200);
    const order = detailOf(res);
    expect([order.refundedPaisa, order.mayRefund, order.maySettle]).toEqual([
      delivered.totalPaisa,
      false,
      false,
    ]);
    expect(order.paymentStatus).toBe('refund_due');
    expect(await partSum()).toBe(0);
    expect(await balanceOf(t.db, shop.store.id)).toBe(0);
    const after = await part();
    expect([after.refundedPaisa, after.paymentStatus, after.status]).toEqual([
      delivered.totalPaisa,
      'refund_due',
      'delivered',
    ]);
    // The order is not offered for payment again: a refund is on its way.
    expect((await orderRow()).paymentStatus).toBe('refund_due');
    expect(await creditBalance({ db: t.db, userId: customer.user.id })).toBe(CREDIT);
    const mine = ZOrderDetailResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/V2/order-detail?orderId=${orderId}`,
          headers: customer.headers,
        })
      ).json(),
    ).data.order;
    expect(mine.canPay).toBe(false);
    expect(mine.parts[0].refundedPaisa).toBe(delivered.totalPaisa);
    expect(mine.timeline.at(-1)?.note).toContain('The cake arrived crushed');
    const mail = (await mailsOfCustomer()).find((m) => m.subject.endsWith('is refunded'));
    expect(mail?.text).toContain('The cake arrived crushed');
    expect(mail?.text).toMatch(/We will refund .+ to you\./);
    expect(mail?.text).toContain('of credit you used on it is back in your account');

    const again = await refund(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Part ${after.number} has already been refunded in full.`);
    expect(await creditBalance({ db: t.db, userId: customer.user.id })).toBe(CREDIT);
  });

  it('is for admins only, and only once the part is delivered', async () => {
    const early = await refund(admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/has not been delivered/);
    await deliver();
    const bySeller = await refund(seller);
    expect(bySeller.statusCode).toBe(403);
    expect((await part()).refundedPaisa).toBe(0);
    const sellerView = detailOf(await dashboard(seller, ''));
    expect([sellerView.mayRefund, sellerView.maySettle]).toEqual([false, false]);
    const short = await refund(admin, 'no');
    expect(short.statusCode).toBe(400);
  });

  it("keeps the cash the store's own rider collected on the store's account", async () => {
    await t.db.update(stores).set({ deliveredBy: 'store' }).where(eq(stores.id, shop.store.id));
    await deliver();
    const { totalPaisa } = await part();
    expect((await refund(admin)).statusCode).toBe(200);
    expect(await partSum()).toBe(0);
    // The store holds the customer's cash and now owes it to the shop.
    expect(await balanceOf(t.db, shop.store.id)).toBe(-totalPaisa);
  });
});

describe('settling a complaint in the customer’s favour', () => {
  it('debits the store exactly the amount, never more than is left, and only once', async () => {
    await deliver();
    const { totalPaisa } = await part();
    const first = await complain();
    const storeBefore = await balanceOf(t.db, shop.store.id);

    const res = await settle(first, 30_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, shop.store.id)).toBe(storeBefore - 30_000);
    const order = detailOf(res);
    expect(order.refundedPaisa).toBe(30_000);
    expect(order.complaints.find((c) => c.id === first)).toMatchObject({
      status: 'resolved',
      refundPaisa: 30_000,
      settlement: 'The icing had melted',
      settledPartId: partId,
    });
    expect((await part()).paymentStatus).toBe('refund_due');
    const mail = (await mailsOfCustomer()).find((m) => m.subject.includes('is settled'));
    expect(mail?.text).toContain('Melted icing');

    const twice = await settle(first, 1_000);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already settled/);

    const second = await complain('Wrong message on the cake');
    const tooMuch = await settle(second, totalPaisa - 30_000 + 1);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `Only ${exactAmount(totalPaisa - 30_000)} is left to refund on part ${(await part()).number}.`,
    );
    expect(await balanceOf(t.db, shop.store.id)).toBe(storeBefore - 30_000);

    // The seller sees the complaint and why they were debited, and may not settle it themselves.
    const sellerView = detailOf(await dashboard(seller, ''));
    expect(sellerView.complaints.map((c) => [c.id, c.refundPaisa])).toEqual([
      [first, 30_000],
      [second, null],
    ]);
    const bySeller = await dashboard(seller, `/complaints/${second}/settle`, {
      refundPaisa: 1_000,
      reason: 'I agree with the customer',
    });
    expect(bySeller.statusCode).toBe(403);
  });

  it('a full refund after a settlement gives back the rest and leaves the part at zero', async () => {
    await deliver();
    const { totalPaisa } = await part();
    const complaint = await complain();
    expect((await settle(complaint, 20_000)).statusCode).toBe(200);
    expect(await partSum()).toBe(totalPaisa - 20_000);

    const res = await refund(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(detailOf(res).refundedPaisa).toBe(totalPaisa);
    expect(await partSum()).toBe(0);
    expect(await balanceOf(t.db, shop.store.id)).toBe(0);
    const mail = (await mailsOfCustomer()).find((m) => m.subject.endsWith('is refunded'));
    expect(mail?.text).toContain(`We will refund`);
    // Nothing is left for a complaint to give back now.
    const later = await complain('Still unhappy');
    const refused = await settle(later, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already been given back/);
  });

  it('refuses a complaint of another order with 404, and moves one along without money', async () => {
    await deliver();
    const complaint = await complain();
    expect((await settle(complaint + 10_000, 100)).statusCode).toBe(404);
    const review = await dashboard(admin, `/complaints/${complaint}/status`, { status: 'in_review' });
    expect(review.statusCode, review.body).toBe(200);
    expect(detailOf(review).complaints[0].status).toBe('in_review');
    const done = await dashboard(admin, `/complaints/${complaint}/status`, {
      status: 'resolved',
      note: 'We sent a fresh cake the next day',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(detailOf(done).complaints[0]).toMatchObject({
      status: 'resolved',
      refundPaisa: null,
      settlement: 'We sent a fresh cake the next day',
    });
    expect((await settle(complaint, 100)).statusCode).toBe(409);
    expect((await part()).refundedPaisa).toBe(0);
    const bySeller = await dashboard(seller, `/complaints/${complaint}/status`, { status: 'in_review' });
    expect(bySeller.statusCode).toBe(403);
  });
});
