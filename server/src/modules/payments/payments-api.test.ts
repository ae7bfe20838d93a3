import {
  ZErrorResponse,
  ZPaymentGatewaysResponse,
  ZPaymentMethodsResponse,
  ZProcessPaymentResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it, type TestApp } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createTestOrder, paymentState, paymentsApp, processPayment, shopperWithOrder } from './test-kit.ts';

let t: TestApp;

const gateways = (orderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/V2/payment-gateways?orderId=${orderId}&source=web`, headers });
const errorOf = (res: { statusCode: number; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  return ZErrorResponse.parse(res.json()).message;
};

describe('payment-methods', () => {
  it('offers cash on delivery and the test gateway by default, cached briefly', async () => {
    t = await paymentsApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/V2/payment-methods' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { data } = ZPaymentMethodsResponse.parse(res.json());
    expect(data.paymentMethods.map((m) => m.id)).toEqual(['cod', 'test']);
    expect(data.defaultPaymentMethod).toBe('cod');
  });

  it('adds eSewa and Khalti when configured, and drops the test gateway when it is off', async () => {
    t = await paymentsApp({ esewa: true, khalti: true, testGateway: false });
    const { data } = ZPaymentMethodsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/V2/payment-methods' })).json(),
    );
    expect(data.paymentMethods.map((m) => m.id)).toEqual(['cod', 'esewa', 'khalti']);
  });
});

describe('payment-gateways', () => {
  it('needs a login and answers 404 for an unknown order or someone else’s', async () => {
    t = await paymentsApp();
    const { order } = await shopperWithOrder(t);
    expect((await gateways(order.id)).statusCode).toBe(401);
    const stranger = await quickUser(t.db);
    expect(errorOf(await gateways(order.id, stranger.headers), 404)).toBe('The order was not found');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await gateways(unknown, stranger.headers), 404)).toBe('The order was not found');
  });

  it('lists the online gateways for the order total, defaulting to the order’s own choice', async () => {
    t = await paymentsApp({ esewa: true, khalti: true });
    const { headers, order } = await shopperWithOrder(t, { paymentMethod: 'khalti' });
    const res = await gateways(order.id, headers);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = ZPaymentGatewaysResponse.parse(res.json());
    expect(data.gateways.map((g) => g.id)).toEqual(['esewa', 'khalti', 'test']);
    expect(data.default).toBe('khalti');
    expect(data.amount).toBe(order.totalPaisa);
  });

  it('lets an unpaid cash-on-delivery order be paid online, defaulting to the first gateway', async () => {
    t = await paymentsApp({ khalti: true });
    const { headers, order } = await shopperWithOrder(t, { paymentMethod: 'cod' });
    const { data } = ZPaymentGatewaysResponse.parse((await gateways(order.id, headers)).json());
    expect(data.gateways.map((g) => g.id)).toEqual(['khalti', 'test']);
    expect(data.default).toBe('khalti');
  });

  it('leaves out Khalti for amounts under Rs 10, which it refuses', async () => {
    t = await paymentsApp({ khalti: true });
    const shopper = await quickUser(t.db);
    const order = await createTestOrder(t, shopper.user.id, {
      paymentMethod: 'khalti',
      deliveryChargePaisa: 0,
      discountPaisa: 149_500,
    });
    const { data } = ZPaymentGatewaysResponse.parse((await gateways(order.id, shopper.headers)).json());
    expect(data.gateways.map((g) => g.id)).toEqual(['test']);
    expect(data.default).toBe('test');
    const res = await processPayment(t, shopper.headers, { orderId: order.id, gateway: 'khalti' });
    expect(errorOf(res, 400)).toMatch(/Rs 10 or more/);
  });

  it('refuses paid and cancelled orders with 409', async () => {
    t = await paymentsApp();
    const paid = await shopperWithOrder(t, { paymentMethod: 'test', paymentStatus: 'paid' });
    expect(errorOf(await gateways(paid.order.id, paid.headers), 409)).toBe('This order is already paid');
    const cancelled = await shopperWithOrder(t, { paymentMethod: 'test', status: 'cancelled' });
    expect(errorOf(await gateways(cancelled.order.id, cancelled.headers), 409)).toBe(
      'This order was cancelled',
    );
  });
});

describe('process-payment', () => {
  it('answers 404 for someone else’s order and creates nothing', async () => {
    t = await paymentsApp();
    const { order } = await shopperWithOrder(t, { paymentMethod: 'test' });
    const stranger = await quickUser(t.db);
    const res = await processPayment(t, stranger.headers, { orderId: order.id, gateway: 'test' });
    expect(errorOf(res, 404)).toBe('The order was not found');
    expect((await paymentState(t, order.id)).attempts).toHaveLength(0);
  });

  it('refuses a gateway the shop does not offer, and paid or cancelled orders', async () => {
    t = await paymentsApp();
    const { headers, order } = await shopperWithOrder(t, { paymentMethod: 'test' });
    const esewa = await processPayment(t, headers, { orderId: order.id, gateway: 'esewa' });
    expect(errorOf(esewa, 400)).toBe('Choose a payment method this shop offers');
    const paid = await shopperWithOrder(t, { paymentStatus: 'paid' });
    const res = await processPayment(t, paid.headers, { orderId: paid.order.id, gateway: 'test' });
    expect(errorOf(res, 409)).toBe('This order is already paid');
    const gone = await shopperWithOrder(t, { status: 'cancelled' });
    const res2 = await processPayment(t, gone.headers, { orderId: gone.order.id, gateway: 'test' });
    expect(errorOf(res2, 409)).toBe('This order was cancelled');
  });

  it('starts a test payment for the order total and sends the browser to the test page', async () => {
    t = await paymentsApp();
    const { headers, order } = await shopperWithOrder(t, { paymentMethod: 'test' });
    const res = await processPayment(t, headers, { orderId: order.id, gateway: 'test', source: 'web' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZProcessPaymentResponse.parse(res.json());
    const [attempt] = (await paymentState(t, order.id)).attempts;
    expect(attempt).toMatchObject({ gateway: 'test', status: 'initiated', amountPaisa: order.totalPaisa });
    expect(attempt.reference).toMatch(/^[0-9a-f]{24}$/);
    expect(data).toEqual({
      action: 'redirect',
      url: `/api/V2/payments/test/checkout?ref=${attempt.reference}`,
      fields: {},
      paymentId: attempt.id,
    });
  });

  it('switches an unpaid online order back to cash on delivery when cod is chosen', async () => {
    t = await paymentsApp();
    const { headers, order } = await shopperWithOrder(t, { paymentMethod: 'test' });
    const res = await processPayment(t, headers, { orderId: order.id, gateway: 'cod' });
    const body = ZProcessPaymentResponse.parse(res.json());
    expect(body.data.action).toBe('none');
    expect(body.message).toBe('You will pay in cash when your order arrives');
    const state = await paymentState(t, order.id);
    expect(state).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', attempts: [] });
  });
});
