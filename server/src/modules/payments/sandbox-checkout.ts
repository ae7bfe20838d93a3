import { findPayment, type Opts } from './return.ts';
import { checkoutPage, messagePage, verifyTestSignature } from './sandbox-gateway.ts';
import { completePayment, failPayment, type Settled } from './settle.ts';

export type TestCompleteBody = { ref: string; amount: string; outcome: string; sig: string };

/** The test gateway's page for one attempt: the pay and cancel forms, or why there are none. */
export async function testCheckout(opts: Opts & { ref: string; nonce: string }) {
  const { nonce } = opts;
  const found = await findPayment(opts.db, 'test', opts.ref);
  if (!found)
    return {
      status: 404,
      html: messagePage({
        nonce,
        title: 'Payment not found',
        message: 'This payment does not exist.',
        link: '/',
        linkText: 'Back to the shop',
      }),
    };
  const { payment } = found;
  if (payment.status !== 'initiated') {
    const done = payment.status === 'completed';
    const link = `/order-confirmation?orderId=${payment.orderId}&status=${done ? 'success' : 'failed'}`;
    const message = done
      ? 'This payment is already complete.'
      : 'This payment was cancelled. Start a new one from your order.';
    return {
      status: 200,
      html: messagePage({
        nonce,
        title: done ? 'Already paid' : 'Payment cancelled',
        message,
        link,
        linkText: 'Back to your order',
      }),
    };
  }
  const html = checkoutPage({
    nonce,
    ref: payment.reference,
    orderNumber: found.orderNumber,
    amountPaisa: payment.amountPaisa,
    secret: opts.config.payments.secret,
  });
  return { status: 200, html };
}

/** The test gateway page's answer; null when its signature or amount is not ours (nothing changes). */
export async function testComplete(opts: Opts & { body: TestCompleteBody }): Promise<Settled | null> {
  const { db, config, body } = opts;
  if (!verifyTestSignature(config.payments.secret, body.ref, body.amount, body.outcome, body.sig))
    return null;
  const found = await findPayment(db, 'test', body.ref);
  if (!found || body.amount !== String(found.payment.amountPaisa)) return null;
  const base = { db, gateway: 'test' as const, reference: body.ref };
  if (body.outcome === 'paid')
    return completePayment({
      ...base,
      publicUrl: config.publicUrl,
      amountPaisa: found.payment.amountPaisa,
      gatewayReference: `TEST-${body.ref.slice(0, 8).toUpperCase()}`,
      detail: {},
    });
  if (body.outcome === 'cancelled')
    return failPayment({ ...base, detail: { problem: 'cancelled on the test gateway' } });
  return null;
}
