import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { CreateOrderInput } from '../../db/factories/index.ts';
import { createOrder } from '../../db/factories/index.ts';
import { orders, outbox, payments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Shared by the payments tests: gateway configuration, a fake for eSewa and Khalti, and what
// the database says about an order's payment.

export const SECRET = 'a-payment-secret-for-tests-only';
export const ESEWA = {
  productCode: 'EPAYTEST',
  secretKey: '8gBm/:&EnhH.1/q',
  formUrl: 'https://esewa.test/api/epay/main/v2/form',
  statusUrl: 'https://esewa.test/api/epay/transaction/status/',
  sandbox: true,
};
export const KHALTI = { secretKey: 'test-khalti-key', baseUrl: 'https://khalti.test/api/v2' };

export type FakeCall = { url: string; method: string; headers: Headers; body: unknown };
export type FakeAnswer = { status?: number; body: unknown } | Error;

/** A stand-in for eSewa and Khalti: `answer` decides each reply; every call is recorded. */
export function fakeGateway(answer: (call: FakeCall) => FakeAnswer) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const text = typeof init?.body === 'string' ? init.body : '';
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    const r = answer(call);
    if (r instanceof Error) throw r;
    return new Response(JSON.stringify(r.body), {
      status: r.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function paymentsApp(
  opts: { esewa?: boolean; khalti?: boolean; testGateway?: boolean; fetch?: typeof fetch } = {},
) {
  const payments: Config['payments'] = {
    esewa: opts.esewa ? ESEWA : null,
    khalti: opts.khalti ? KHALTI : null,
    testGateway: opts.testGateway ?? true,
    secret: SECRET,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  };
  return buildTestApp({ payments });
}

type OrderInput = Pick<
  CreateOrderInput,
  'status' | 'paymentMethod' | 'paymentStatus' | 'deliveryChargePaisa' | 'discountPaisa'
>;

/** An order as place-order leaves it: one Rs 1,500 line plus the location's delivery charge. */
export const createTestOrder = (t: TestApp, userId: string, input: OrderInput = {}) =>
  createOrder(t.db, { userId, ...input });

/** A logged-in shopper with an unpaid order. */
export async function shopperWithOrder(t: TestApp, input: OrderInput = {}) {
  const shopper = await quickUser(t.db);
  const order = await createTestOrder(t, shopper.user.id, input);
  return { ...shopper, order };
}

export async function paymentState(t: TestApp, orderId: string) {
  const [order] = await t.db
    .select({
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const attempts = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const mails = await t.db.select({ subject: outbox.subject }).from(outbox);
  return {
    ...order,
    attempts,
    receipts: mails.filter((m) => m.subject.startsWith('Payment received')).length,
  };
}

export async function processPayment(
  t: TestApp,
  headers: Record<string, string>,
  body: { orderId: string; gateway: string; source?: string },
) {
  return t.app.inject({ method: 'POST', url: '/api/V2/process-payment', headers, payload: body });
}

/** POST check-payment {orderId}: asks the gateway again about the order's open attempt. */
export function checkPaymentReq(t: TestApp, headers: Record<string, string>, orderId: string) {
  return t.app.inject({ method: 'POST', url: '/api/V2/check-payment', headers, payload: { orderId } });
}
