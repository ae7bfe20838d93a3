import { formatPrice, ZOrderDetailResponse, ZProcessPaymentResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it, type TestApp } from '../../test/fixtures.ts';
import { testSignature } from './sandbox-gateway.ts';
import { paymentState, paymentsApp, processPayment, SECRET, shopperWithOrder } from './test-kit.ts';

let t: TestApp;

/** A started test payment: its checkout page address and reference. */
async function startTestPayment(input: Parameters<typeof shopperWithOrder>[1] = { paymentMethod: 'test' }) {
  const shopper = await shopperWithOrder(t, input);
  const res = await processPayment(t, shopper.headers, { orderId: shopper.order.id, gateway: 'test' });
  const { data } = ZProcessPaymentResponse.parse(res.json());
  const ref = new URL(data.url, 'http://x').searchParams.get('ref') ?? '';
  return { ...shopper, url: data.url, ref };
}

const hidden = (html: string, outcome: string, name: string) => {
  const form = html.split('<form').find((f) => f.includes(`name="outcome" value="${outcome}"`)) ?? '';
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
};

const complete = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/V2/payments/test/complete',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('test gateway', () => {
  it('pays an order through its page: process-payment, the page, the signed form, the confirmation', async () => {
    t = await paymentsApp();
    const { headers, order, url, ref } = await startTestPayment();
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script');
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Upahar test gateway');
    expect(page.body).toContain(order.number);
    expect(page.body).toContain(`Pay ${formatPrice(order.totalPaisa)}`);
    expect(page.body).toContain('Cancel payment');

    const res = await complete({
      ref: hidden(page.body, 'paid', 'ref'),
      amount: hidden(page.body, 'paid', 'amount'),
      outcome: 'paid',
      sig: hidden(page.body, 'paid', 'sig'),
    });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=success`);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${order.id}`,
      headers,
    });
    const { data } = ZOrderDetailResponse.parse(detail.json());
    expect(data.order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'test',
      status: 'placed',
      canPay: false,
    });
    const state = await paymentState(t, order.id);
    expect(state.attempts).toMatchObject([
      { reference: ref, status: 'completed', amountPaisa: order.totalPaisa },
    ]);
    expect(state.receipts).toBe(1);
  });

  it('pays a cash-on-delivery order online and records the gateway as its method', async () => {
    t = await paymentsApp();
    const { order, ref } = await startTestPayment({ paymentMethod: 'cod' });
    const amount = String(order.totalPaisa);
    const res = await complete({
      ref,
      amount,
      outcome: 'paid',
      sig: testSignature(SECRET, ref, order.totalPaisa, 'paid'),
    });
    expect(res.headers.location).toContain('status=success');
    expect(await paymentState(t, order.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'test' });
  });

  it('changes nothing when the signature is tampered with', async () => {
    t = await paymentsApp();
    const { order, ref } = await startTestPayment();
    const sig = testSignature(SECRET, ref, order.totalPaisa, 'cancelled');
    const res = await complete({ ref, amount: String(order.totalPaisa), outcome: 'paid', sig });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('nothing was paid');
    const state = await paymentState(t, order.id);
    expect(state).toMatchObject({ paymentStatus: 'pending', receipts: 0 });
    expect(state.attempts.map((a) => a.status)).toEqual(['initiated']);
  });

  it('changes nothing when the amount differs from the payment, even when signed', async () => {
    t = await paymentsApp();
    const { order, ref } = await startTestPayment();
    const lower = order.totalPaisa - 100_000;
    // Tampered amount with the page's signature: the signature no longer matches.
    const pageSig = testSignature(SECRET, ref, order.totalPaisa, 'paid');
    expect((await complete({ ref, amount: String(lower), outcome: 'paid', sig: pageSig })).statusCode).toBe(
      400,
    );
    // A correctly signed lower amount: refused by the amount check.
    const sig = testSignature(SECRET, ref, lower, 'paid');
    expect((await complete({ ref, amount: String(lower), outcome: 'paid', sig })).statusCode).toBe(400);
    const state = await paymentState(t, order.id);
    expect(state.paymentStatus).toBe('pending');
    expect(state.attempts.map((a) => a.status)).toEqual(['initiated']);
  });

  it('is idempotent: replaying the paid form leaves one completed payment and one receipt', async () => {
    t = await paymentsApp();
    const { order, ref } = await startTestPayment();
    const fields = {
      ref,
      amount: String(order.totalPaisa),
      outcome: 'paid',
      sig: testSignature(SECRET, ref, order.totalPaisa, 'paid'),
    };
    const first = await complete(fields);
    const again = await complete(fields);
    const both = await Promise.all([complete(fields), complete(fields)]);
    for (const r of [first, again, ...both]) expect(r.headers.location).toContain('status=success');
    const state = await paymentState(t, order.id);
    expect(state.attempts.map((a) => a.status)).toEqual(['completed']);
    expect(state.receipts).toBe(1);
  });

  it('cancelling marks the attempt failed, leaves the order unpaid, and it can be paid later', async () => {
    t = await paymentsApp();
    const { order, ref, headers } = await startTestPayment();
    const sig = testSignature(SECRET, ref, order.totalPaisa, 'cancelled');
    const res = await complete({ ref, amount: String(order.totalPaisa), outcome: 'cancelled', sig });
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${order.id}&status=failed`);
    expect(await paymentState(t, order.id)).toMatchObject({
      paymentStatus: 'pending',
      attempts: [{ status: 'failed' }],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/V2/payments/test/checkout?ref=${ref}` });
    expect(page.body).toContain('Payment cancelled');
    const retry = await processPayment(t, headers, { orderId: order.id, gateway: 'test' });
    expect(retry.statusCode).toBe(200);
  });

  it('answers 404 pages for unknown references, and 404 everywhere when the gateway is off', async () => {
    t = await paymentsApp();
    const page = await t.app.inject({ method: 'GET', url: '/api/V2/payments/test/checkout?ref=nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment not found');
    await t.close();
    t = await paymentsApp({ testGateway: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/V2/payments/test/checkout?ref=x' })).statusCode,
    ).toBe(404);
    expect((await complete({ ref: 'x', amount: '1', outcome: 'paid', sig: 'x' })).statusCode).toBe(404);
  });
});
