import { randomBytes } from 'node:crypto';
import type { TPaymentAction, TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { setOrderPayment } from '../orders/index.ts';
import { orders } from '../orders/tables.ts';
import { esewaForm } from './esewa.ts';
import { gatewayDown } from './gateway-http.ts';
import { khaltiInitiate } from './khalti.ts';
import { assertGatewayFor, orderWithDue, paymentProblem } from './payable.ts';

type PaymentConfig = Pick<Config, 'payments' | 'publicUrl'>;

/** Nothing to do online: the order is now cash on delivery. */
const NO_ACTION: TPaymentAction = { action: 'none', url: '', fields: {}, paymentId: null };

/**
 * Starts an online payment of one of the user's orders (process-payment): records an
 * attempt for the order's total, computed here, and says where the browser goes. Choosing cash
 * on delivery instead switches the unpaid order back to cash. Gateways are called after the
 * transaction so no row stays locked while eSewa or Khalti think.
 */
export async function processPayment(opts: {
  db: Db;
  config: PaymentConfig;
  userId: string;
  body: { orderId: string; gateway: TPaymentMethodId; source: 'web' | 'app' };
}): Promise<TPaymentAction> {
  const { db, config, body } = opts;
  const started = await db.transaction(async (tx) => {
    const [order] = await tx
      .select(orderWithDue)
      .from(orders)
      .where(and(eq(orders.id, body.orderId), eq(orders.userId, opts.userId)))
      .for('update');
    if (!order) throw notFound(m.errors_not_found_order);
    const problem = paymentProblem(order);
    if (problem) throw problem;
    if (body.gateway === 'cod') {
      if (order.paymentMethod !== 'cod') await setOrderPayment(tx, order.id, { paymentMethod: 'cod' });
      return null;
    }
    assertGatewayFor(config, order, body.gateway);
    // 96 random bits: the reference is all the test gateway page needs, so it must not be guessable.
    const reference = randomBytes(12).toString('hex');
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        gateway: body.gateway,
        amountPaisa: order.duePaisa,
        reference,
        detail: { source: body.source },
      })
      .returning();
    return { payment, gateway: body.gateway, orderNumber: order.number };
  });
  if (!started) return NO_ACTION;

  const { payment, gateway } = started;
  const base = {
    reference: payment.reference,
    amountPaisa: payment.amountPaisa,
    publicUrl: config.publicUrl,
  };
  const { esewa, khalti } = config.payments;
  if (gateway === 'esewa' && esewa) return esewaForm({ ...base, esewa, paymentId: payment.id });
  if (gateway === 'khalti' && khalti) {
    try {
      const r = await khaltiInitiate({ ...base, config, khalti, orderNumber: started.orderNumber });
      await db
        .update(payments)
        .set({ gatewayReference: r.pidx, detail: { ...payment.detail, paymentUrl: r.paymentUrl } })
        .where(eq(payments.id, payment.id));
      return { action: 'redirect', url: r.paymentUrl, fields: {}, paymentId: payment.id };
    } catch (e) {
      await db
        .update(payments)
        .set({ status: 'failed', detail: { ...payment.detail, problem: 'Khalti did not start the payment' } })
        .where(eq(payments.id, payment.id));
      throw e instanceof AppError ? e : gatewayDown();
    }
  }
  // The test gateway (assertGatewayFor let through only enabled gateways).
  const path = `/api/V2/payments/test/checkout?ref=${payment.reference}`;
  // A web page follows a path of this site; an app needs the whole address.
  const url = body.source === 'app' ? `${config.publicUrl}${path}` : path;
  return { action: 'redirect', url, fields: {}, paymentId: payment.id };
}
