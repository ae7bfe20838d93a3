import { createHmac } from 'node:crypto';
import {
  ZCheckPaymentResponse,
  ZErrorResponse,
  ZPaymentMethodsResponse,
  ZProcessPaymentResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { buildTestApp, it, type TestApp } from '../../test/fixtures.ts';
import { paisaFromRupees } from './esewa.ts';
import {
  checkPaymentReq,
  ESEWA,
  type FakeAnswer,
  fakeGateway,
  paymentState,
  paymentsApp,
  processPayment,
  shopperWithOrder,
} from './test-kit.ts';

let t: TestApp;

let statusAnswer: FakeAnswer;
const gateway = fakeGateway(() => statusAnswer);

/** eSewa's success callback: base64 JSON signed over its signed_field_names. */
function callback(
  fields: { total_amount: string; transaction_uuid: string; status?: string },
  key = ESEWA.secretKey,
) {
  const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
  const all: Record<string, string> = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    product_code: ESEWA.productCode,
    ...fields,
    signed_field_names: names,
  };
  const message = names
    .split(',')
    .map((n) => `${n}=${all[n]}`)
    .join(',');
  const signature = createHmac('sha256', key).update(message).digest('base64');
  return Buffer.from(JSON.stringify({ ...all, signature })).toString('base64');
}

async function startEsewa() {
  gateway.calls.length = 0;
  t = await paymentsApp({ esewa: true, fetch: gateway.fetch });
  const shopper = await shopperWithOrder(t, { paymentMethod: 'esewa' });
  const res = await processPayment(t, shopper.headers, { orderId: shopper.order.id, gateway: 'esewa' });
  expect(res.statusCode, res.body).toBe(200);
  const action = ZProcessPaymentResponse.parse(res.json()).data;
  const total = (shopper.order.totalPaisa / 100).toString();
  statusAnswer = { body: { status: 'COMPLETE', total_amount: Number(total), ref_id: '0001TS9' } };
  return { ...shopper, action, uuid: action.fields.transaction_uuid, total };
}

const back = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/V2/payments/esewa/return?${query}` });

describe('eSewa ePay v2', () => {
  it('reads eSewa amounts as exact paisa', () => {
    expect(paisaFromRupees('1,650.0')).toBe(165_000);
    expect(paisaFromRupees('1650.5')).toBe(165_050);
    expect(paisaFromRupees(1650.05)).toBe(165_005);
    expect(paisaFromRupees('16.505')).toBeNull();
    expect(paisaFromRupees('-5')).toBeNull();
  });

  it('answers a signed form for the order total, in rupees', async () => {
    const { action, order, total } = await startEsewa();
    const [attempt] = (await paymentState(t, order.id)).attempts;
    expect(action).toMatchObject({ action: 'post', url: ESEWA.formUrl, paymentId: attempt.id });
    expect(action.fields).toMatchObject({
      amount: total,
      tax_amount: '0',
      total_amount: total,
      transaction_uuid: attempt.reference,
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: 'http://shop.test/api/V2/payments/esewa/return',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(action.fields.failure_url).toMatch(
      /^http:\/\/shop\.test\/api\/V2\/payments\/esewa\/return\?result=failure/,
    );
    const message = `total_amount=${total},transaction_uuid=${attempt.reference},product_code=EPAYTEST`;
    expect(action.fields.signature).toBe(
      createHmac('sha256', ESEWA.secretKey).update(message).digest('base64'),
    );
  });

  it('marks the order paid on a correctly signed COMPLETE callback confirmed by the status API', async () => {
    const { order, uuid, total } = await startEsewa();
    const res = await back(
      `data=${encodeURIComponent(callback({ total_amount: `${total}.0`, transaction_uuid: uuid }))}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=success`);
    const state = await paymentState(t, order.id);
    expect(state).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'esewa', receipts: 1 });
    expect(state.attempts).toMatchObject([{ status: 'completed', gatewayReference: '000AWEO' }]);
    const status = new URL(gateway.calls[0].url);
    expect(status.origin + status.pathname).toBe(ESEWA.statusUrl);
    expect(Object.fromEntries(status.searchParams)).toEqual({
      product_code: 'EPAYTEST',
      total_amount: total,
      transaction_uuid: uuid,
    });
  });

  it('changes nothing on a callback signed with another key', async () => {
    const { order, uuid, total } = await startEsewa();
    const forged = callback({ total_amount: total, transaction_uuid: uuid }, 'not-the-secret');
    const res = await back(`data=${encodeURIComponent(forged)}`);
    expect(res.headers.location).toBe('/order-confirmation?status=failed');
    const state = await paymentState(t, order.id);
    expect(state).toMatchObject({
      paymentStatus: 'pending',
      receipts: 0,
      attempts: [{ status: 'initiated' }],
    });
    expect(gateway.calls).toHaveLength(0);
  });

  it('does not mark paid when the signed amount is lower than the order total', async () => {
    const { order, uuid } = await startEsewa();
    const lower = ((order.totalPaisa - 100) / 100).toString();
    statusAnswer = { body: { status: 'COMPLETE', total_amount: Number(lower), ref_id: 'x' } };
    const res = await back(
      `data=${encodeURIComponent(callback({ total_amount: lower, transaction_uuid: uuid }))}`,
    );
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=failed`);
    const state = await paymentState(t, order.id);
    expect(state).toMatchObject({ paymentStatus: 'pending', attempts: [{ status: 'failed' }] });
  });

  it('does not mark paid while the status API says the payment is pending, and says it is pending', async () => {
    const { order, uuid, total } = await startEsewa();
    statusAnswer = { body: { status: 'PENDING', total_amount: Number(total), ref_id: null } };
    const res = await back(
      `data=${encodeURIComponent(callback({ total_amount: total, transaction_uuid: uuid }))}`,
    );
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=pending`);
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'initiated' }],
    });
  });

  it('trusts the signed callback when the status API cannot be reached', async () => {
    const { order, uuid, total } = await startEsewa();
    statusAnswer = new TypeError('fetch failed');
    const res = await back(
      `data=${encodeURIComponent(callback({ total_amount: total, transaction_uuid: uuid }))}`,
    );
    expect(res.headers.location).toContain('status=success');
    expect((await paymentState(t, order.id)).paymentStatus).toBe('paid');
  });

  it('a cancelled payment at eSewa marks the attempt failed and leaves the order unpaid', async () => {
    const { order, action } = await startEsewa();
    const failure = new URL(action.fields.failure_url);
    const res = await t.app.inject({ method: 'GET', url: failure.pathname + failure.search });
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=failed`);
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'failed' }],
    });
  });

  it('check-payment asks the status API again while eSewa says PENDING, then pays on COMPLETE', async () => {
    const { order, uuid, total, headers } = await startEsewa();
    statusAnswer = { body: { status: 'PENDING', total_amount: Number(total), ref_id: null } };
    await back(`data=${encodeURIComponent(callback({ total_amount: total, transaction_uuid: uuid }))}`);
    const check = async () =>
      ZCheckPaymentResponse.parse((await checkPaymentReq(t, headers, order.id)).json()).data;
    expect(await check()).toEqual({ orderId: order.id, paid: false, waiting: true, gateway: 'esewa' });
    statusAnswer = { body: { status: 'COMPLETE', total_amount: Number(total), ref_id: '0001TS9' } };
    expect(await check()).toEqual({ orderId: order.id, paid: true, waiting: false, gateway: 'esewa' });
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'paid',
      attempts: [{ status: 'completed', gatewayReference: '0001TS9' }],
    });
  });

  it('a status check that cannot reach eSewa says so, and the order stays unpaid and payable', async () => {
    const { order, uuid, total, headers } = await startEsewa();
    statusAnswer = { body: { status: 'PENDING', total_amount: Number(total), ref_id: null } };
    await back(`data=${encodeURIComponent(callback({ total_amount: total, transaction_uuid: uuid }))}`);
    // Without a signed COMPLETE callback, an unreachable status API confirms nothing.
    for (const down of [new TypeError('fetch failed'), { status: 503, body: { message: 'down' } }]) {
      statusAnswer = down;
      const res = await checkPaymentReq(t, headers, order.id);
      expect(res.statusCode).toBe(502);
      expect(ZErrorResponse.parse(res.json()).message).toBe(
        'We could not reach eSewa to check this payment, so your order is not marked as paid yet. ' +
          'Check again in a moment, or pay again if no money left your account.',
      );
    }
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'initiated' }],
    });
    const again = await processPayment(t, headers, { orderId: order.id, gateway: 'esewa' });
    expect(again.statusCode, again.body).toBe(200);
    expect(ZProcessPaymentResponse.parse(again.json()).data.action).toBe('post');
  });

  it('pays on a callback that writes the amount as a JSON number, as eSewa documents it', async () => {
    const { order, uuid, total } = await startEsewa();
    const amount = `${total}.0`;
    const text = Buffer.from(callback({ total_amount: amount, transaction_uuid: uuid }), 'base64')
      .toString()
      .replace(`"total_amount":"${amount}"`, `"total_amount":${amount}`);
    expect(text).toContain(`"total_amount":${amount},`);
    const res = await back(`data=${encodeURIComponent(Buffer.from(text).toString('base64'))}`);
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=success`);
  });

  it('a cancellation whose address eSewa extended with its own query still finds the attempt', async () => {
    const { order, action } = await startEsewa();
    const failure = new URL(action.fields.failure_url);
    const res = await t.app.inject({ method: 'GET', url: `${failure.pathname}${failure.search}?data=xyz` });
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=failed`);
    expect((await paymentState(t, order.id)).attempts).toMatchObject([{ status: 'failed' }]);
  });
});

describe("eSewa's test environment, offered outside production without any setting", () => {
  it('is named as the test environment and its form goes to the sandbox, back to the shop', async () => {
    t = await buildTestApp();
    const { data } = ZPaymentMethodsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/V2/payment-methods' })).json(),
    );
    expect(data.paymentMethods.map((m) => [m.id, m.name])).toEqual([
      ['cod', 'Cash on delivery'],
      ['esewa', 'eSewa (test environment: no real money)'],
      ['test', 'Test gateway'],
    ]);
    expect(data.paymentMethods[1].description).toContain('9806800001');
    const shopper = await shopperWithOrder(t, { paymentMethod: 'esewa' });
    const res = await processPayment(t, shopper.headers, { orderId: shopper.order.id, gateway: 'esewa' });
    const action = ZProcessPaymentResponse.parse(res.json()).data;
    expect(action.url).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(action.fields).toMatchObject({
      product_code: 'EPAYTEST',
      success_url: 'http://shop.test/api/V2/payments/esewa/return',
    });
    const { total_amount, transaction_uuid } = action.fields;
    const message = `total_amount=${total_amount},transaction_uuid=${transaction_uuid},product_code=EPAYTEST`;
    expect(action.fields.signature).toBe(
      createHmac('sha256', '8gBm/:&EnhH.1/q').update(message).digest('base64'),
    );
  });
});
