import { ZCheckPaymentResponse, ZErrorResponse, ZProcessPaymentResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { it, type TestApp } from '../../test/fixtures.ts';
import {
  checkPaymentReq,
  type FakeAnswer,
  type FakeCall,
  fakeGateway,
  KHALTI,
  paymentState,
  paymentsApp,
  processPayment,
  shopperWithOrder,
} from './test-kit.ts';

let t: TestApp;

const PIDX = 'bZQLD9wRVWo4CdESSfuSsB';
const PAYMENT_URL = `https://test-pay.khalti.com/?pidx=${PIDX}`;
let initiate: FakeAnswer;
let lookup: FakeAnswer;
const gateway = fakeGateway((call: FakeCall) =>
  call.url.endsWith('/epayment/initiate/') ? initiate : lookup,
);
const callsTo = (path: string) => gateway.calls.filter((c) => c.url === `${KHALTI.baseUrl}${path}`);

async function startKhalti() {
  gateway.calls.length = 0;
  initiate = { body: { pidx: PIDX, payment_url: PAYMENT_URL, expires_at: '2030-01-01T00:00:00+05:45' } };
  t = await paymentsApp({ khalti: true, fetch: gateway.fetch });
  const shopper = await shopperWithOrder(t, { paymentMethod: 'khalti' });
  const res = await processPayment(t, shopper.headers, { orderId: shopper.order.id, gateway: 'khalti' });
  return { ...shopper, res };
}

const lookupSays = (status: string, amount: number) => {
  lookup = {
    body: { pidx: PIDX, total_amount: amount, status, transaction_id: 'GFq9PFS7b2iYvL8Lir9oXe', fee: 0 },
  };
};

/** Khalti sends the browser back with these (and more) in the query. */
const back = (reference: string, pidx = PIDX) =>
  t.app.inject({
    method: 'GET',
    url: `/api/V2/payments/khalti/return?pidx=${pidx}&status=Completed&purchase_order_id=${reference}&amount=1`,
  });

describe('Khalti KPG-2', () => {
  it('initiates with the amount in paisa and the key, and sends the browser to Khalti', async () => {
    const { res, order } = await startKhalti();
    expect(res.statusCode, res.body).toBe(200);
    const [attempt] = (await paymentState(t, order.id)).attempts;
    expect(ZProcessPaymentResponse.parse(res.json()).data).toEqual({
      action: 'redirect',
      url: PAYMENT_URL,
      fields: {},
      paymentId: attempt.id,
    });
    expect(attempt).toMatchObject({
      status: 'initiated',
      gatewayReference: PIDX,
      amountPaisa: order.totalPaisa,
    });
    const [call] = callsTo('/epayment/initiate/');
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe(`Key ${KHALTI.secretKey}`);
    expect(call.body).toEqual({
      return_url: 'http://shop.test/api/V2/payments/khalti/return',
      website_url: 'http://shop.test',
      amount: order.totalPaisa,
      purchase_order_id: attempt.reference,
      purchase_order_name: `Order ${order.number}`,
    });
  });

  it('marks the order paid only after a lookup says Completed for the exact amount', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookupSays('Completed', order.totalPaisa);
    const res = await back(attempt.reference);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=success`);
    const [call] = callsTo('/epayment/lookup/');
    expect(call.body).toEqual({ pidx: PIDX });
    expect(call.headers.get('authorization')).toBe(`Key ${KHALTI.secretKey}`);
    const state = await paymentState(t, order.id);
    expect(state).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'khalti', receipts: 1 });
    expect(state.attempts).toMatchObject([{ status: 'completed' }]);
    // The browser coming back again changes nothing.
    expect((await back(attempt.reference)).headers.location).toContain('status=success');
    expect((await paymentState(t, order.id)).receipts).toBe(1);
  });

  it('does not mark paid when the lookup amount differs', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookupSays('Completed', order.totalPaisa - 1000);
    expect((await back(attempt.reference)).headers.location).toContain('status=failed');
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'failed' }],
    });
  });

  it('does not mark paid while Khalti says Pending, keeps the attempt open and says it is pending', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookupSays('Pending', order.totalPaisa);
    expect((await back(attempt.reference)).headers.location).toBe(
      `/order-confirmation?orderId=${order.id}&status=pending`,
    );
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'initiated' }],
    });
  });

  it('marks the attempt failed when the shopper cancelled at Khalti, even on a 4xx lookup', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookup = { status: 400, body: { pidx: PIDX, total_amount: order.totalPaisa, status: 'User canceled' } };
    expect((await back(attempt.reference)).headers.location).toContain('status=failed');
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'failed' }],
    });
  });

  it('ignores a return whose pidx is not the one Khalti gave us', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookupSays('Completed', order.totalPaisa);
    expect((await back(attempt.reference, 'someone-elses-pidx')).headers.location).toContain('status=failed');
    expect(callsTo('/epayment/lookup/')).toHaveLength(0);
    expect((await paymentState(t, order.id)).paymentStatus).toBe('pending');
  });

  it('answers 502, never 500, when Khalti fails or cannot be reached', async () => {
    const { headers, order } = await startKhalti();
    for (const answer of [new TypeError('fetch failed'), { status: 503, body: { detail: 'down' } }]) {
      initiate = answer;
      const res = await processPayment(t, headers, { orderId: order.id, gateway: 'khalti' });
      expect(res.statusCode).toBe(502);
      expect(ZErrorResponse.parse(res.json()).message).toBe(
        'The payment service did not answer. Please try again.',
      );
    }
    const statuses = (await paymentState(t, order.id)).attempts.map((a) => a.status).sort();
    expect(statuses).toEqual(['failed', 'failed', 'initiated']);
  });

  it('leaves the attempt open when the lookup cannot be made', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookup = new TypeError('fetch failed');
    expect((await back(attempt.reference)).headers.location).toContain('status=pending');
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'initiated' }],
    });
  });

  it('check-payment asks Khalti again after a Pending return, and pays once it says Completed', async () => {
    const { order, headers } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookupSays('Pending', order.totalPaisa);
    await back(attempt.reference);
    const check = async () => {
      const res = await checkPaymentReq(t, headers, order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return ZCheckPaymentResponse.parse(res.json()).data;
    };
    expect(await check()).toEqual({ orderId: order.id, paid: false, waiting: true, gateway: 'khalti' });
    expect((await paymentState(t, order.id)).paymentStatus).toBe('pending');

    lookupSays('Completed', order.totalPaisa);
    expect(await check()).toEqual({ orderId: order.id, paid: true, waiting: false, gateway: 'khalti' });
    expect(await paymentState(t, order.id)).toMatchObject({ paymentStatus: 'paid', receipts: 1 });
    // Once paid, Khalti is not asked again.
    const asked = callsTo('/epayment/lookup/').length;
    expect(await check()).toEqual({ orderId: order.id, paid: true, waiting: false, gateway: null });
    expect(callsTo('/epayment/lookup/')).toHaveLength(asked);
  });

  it('check-payment stops waiting when Khalti says the payment expired, and hides other orders', async () => {
    const { order, headers } = await startKhalti();
    lookupSays('Expired', order.totalPaisa);
    const res = await checkPaymentReq(t, headers, order.id);
    expect(ZCheckPaymentResponse.parse(res.json()).data).toEqual({
      orderId: order.id,
      paid: false,
      waiting: false,
      gateway: 'khalti',
    });
    expect((await paymentState(t, order.id)).attempts).toMatchObject([{ status: 'failed' }]);

    const stranger = await shopperWithOrder(t, { paymentMethod: 'khalti' });
    expect((await checkPaymentReq(t, stranger.headers, order.id)).statusCode).toBe(404);
    expect((await checkPaymentReq(t, headers, 'not-an-id')).statusCode).toBe(400);
    expect((await checkPaymentReq(t, {}, order.id)).statusCode).toBe(401);
  });

  it('offers paying again when Khalti says Initiated: nothing was paid, the attempt stays open', async () => {
    const { order } = await startKhalti();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    lookupSays('Initiated', order.totalPaisa);
    expect((await back(attempt.reference)).headers.location).toBe(
      `/order-confirmation?orderId=${order.id}&status=failed`,
    );
    expect((await paymentState(t, order.id)).attempts).toMatchObject([{ status: 'initiated' }]);
  });

  it("check-payment stops waiting when the attempt's gateway is no longer offered", async () => {
    const { order, headers } = await startKhalti();
    await t.db.update(payments).set({ status: 'failed' }).where(eq(payments.orderId, order.id));
    await t.db.insert(payments).values({
      orderId: order.id,
      gateway: 'esewa',
      amountPaisa: order.totalPaisa,
      reference: 'esewa-before-it-was-switched-off',
    });
    const res = await checkPaymentReq(t, headers, order.id);
    expect(ZCheckPaymentResponse.parse(res.json()).data).toEqual({
      orderId: order.id,
      paid: false,
      waiting: false,
      gateway: 'esewa',
    });
  });
});
