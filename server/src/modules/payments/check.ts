import { PAYMENT_METHOD_NAMES, type TCheckPayment } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { orders } from '../orders/tables.ts';
import { esewaConfirm, khaltiReturn, type Opts } from './return.ts';
import type { Settled } from './settle.ts';

// POST check-payment: after a return where the gateway had not decided (Khalti "Pending", eSewa
// "PENDING", or no answer), the confirmation page asks again. Only the gateway's own answer,
// fetched here by the server, can change the order, exactly as on the return; a gateway that
// cannot be reached is a 502 that says so.

/** Asks the gateway about the shopper's order's latest open online attempt; 404 for others' orders. */
export async function checkPayment(opts: Opts & { userId: string; orderId: string }): Promise<TCheckPayment> {
  const { db, config, userId, orderId } = opts;
  const [order] = await db
    .select({ id: orders.id, method: orders.paymentMethod, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(m.errors_not_found_order);
  const answer = (paid: boolean, waiting: boolean, gateway: TCheckPayment['gateway'] = null) => ({
    orderId,
    paid,
    waiting,
    gateway,
  });
  if (order.paymentStatus !== 'pending') return answer(order.paymentStatus === 'paid', false);

  const [attempt] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'initiated')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!attempt) return answer(false, false);

  const esewa = config.payments.esewa;
  let settled: Settled;
  if (attempt.gateway === 'test') {
    // The test gateway decides on its own page; nothing to ask until the shopper comes back.
    settled = { orderId, paid: false, pending: true };
  } else if (attempt.gateway === 'khalti' && attempt.gatewayReference && config.payments.khalti) {
    settled = await khaltiReturn({
      db,
      config,
      query: { pidx: attempt.gatewayReference, purchase_order_id: attempt.reference },
    });
  } else if (attempt.gateway === 'esewa' && esewa) {
    settled = await esewaConfirm({
      db,
      config,
      esewa,
      reference: attempt.reference,
      amountPaisa: attempt.amountPaisa,
      code: null,
      signed: false,
    });
  } else {
    // A gateway switched off since (or a Khalti attempt it never answered): nobody to ask, so
    // the page stops waiting and offers the ways to pay the shop has now.
    settled = { orderId, paid: false };
  }
  if (settled.unreachable) throw unreachable(PAYMENT_METHOD_NAMES[attempt.gateway]);
  return answer(settled.paid, settled.pending === true, attempt.gateway);
}

/**
 * The gateway could not be asked: nothing changed, the order stays unpaid and can be paid again,
 * and a later check can still find the payment.
 */
const unreachable = (gateway: string) =>
  new AppError('gateway_unavailable', m.errors_payments_unreachable({ gateway }), 502);
