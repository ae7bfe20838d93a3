import { formatPrice } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import * as clock from '../../lib/clock.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { setOrderPayment, settlePartsPayment } from '../orders/index.ts';
import { orders } from '../orders/tables.ts';
import { paymentMethodName } from './methods.ts';
import { type OnlineGateway, orderWithDue, type PayableOrder } from './payable.ts';

/**
 * Where the browser goes after a gateway: the order it paid for (if known), whether it is paid,
 * and whether the gateway has yet to decide (Khalti "Pending", eSewa "PENDING", no answer).
 * `unreachable`: undecided because the gateway could not be asked at all.
 */
export type Settled = { orderId: string | null; paid: boolean; pending?: boolean; unreachable?: boolean };

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = PayableOrder;

async function lockPayment(tx: Tx, gateway: OnlineGateway, reference: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.reference, reference)))
    .for('update');
  if (!payment) return null;
  // Payment before order, everywhere: process-payment locks only the order and inserts a new row.
  const [order] = await tx
    .select(orderWithDue)
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  return { payment, order };
}

const setPayment = (tx: Tx, p: PaymentRow, values: Partial<PaymentRow>) =>
  tx
    .update(payments)
    .set({ ...values, detail: { ...p.detail, ...values.detail } })
    .where(eq(payments.id, p.id));

/**
 * Records what a gateway confirmed (a verified signature or a server-side lookup) in one
 * transaction. The order becomes paid only when the confirmed amount equals this payment's
 * amount and what the order still owes exactly (never paid after a partial payment). Replays change
 * nothing. Money that arrives for a cancelled or already paid order is recorded for a refund.
 */
export async function completePayment(opts: {
  db: Db;
  publicUrl: string;
  gateway: OnlineGateway;
  reference: string;
  amountPaisa: number;
  gatewayReference: string | null;
  detail: Record<string, unknown>;
}): Promise<Settled> {
  return opts.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, opts.gateway, opts.reference);
    if (!locked) return { orderId: null, paid: false };
    const { payment, order } = locked;
    if (payment.status === 'completed') return { orderId: order.id, paid: order.paymentStatus === 'paid' };
    if (opts.amountPaisa !== payment.amountPaisa) {
      await setPayment(tx, payment, {
        status: 'failed',
        detail: {
          ...opts.detail,
          problem: `confirmed ${opts.amountPaisa} paisa, expected ${payment.amountPaisa}`,
        },
      });
      return { orderId: order.id, paid: false };
    }
    const completed = {
      status: 'completed' as const,
      completedAt: clock.now(),
      gatewayReference: opts.gatewayReference ?? payment.gatewayReference,
    };
    const outcome = orderOutcome(order, payment);
    await setPayment(tx, payment, { ...completed, detail: { ...opts.detail, ...outcome.note } });
    if (outcome.paymentStatus) {
      await setOrderPayment(tx, order.id, {
        paymentStatus: outcome.paymentStatus,
        ...(outcome.paymentStatus === 'paid' ? { paymentMethod: opts.gateway } : {}),
      });
      await settlePartsPayment(tx, order.id, outcome.paymentStatus);
    }
    if (outcome.paymentStatus === 'paid') await queueReceipt(tx, order, payment, opts.publicUrl);
    return { orderId: order.id, paid: outcome.paymentStatus === 'paid' || order.paymentStatus === 'paid' };
  });
}

/** What confirmed money does to the order, and a note for the payment row when it does not pay it. */
function orderOutcome(order: OrderRow, payment: PaymentRow) {
  if (order.status === 'cancelled')
    return {
      paymentStatus:
        order.paymentStatus === 'pending' || order.paymentStatus === 'failed' ? 'refund_due' : null,
      note: { refund: 'paid after the order was cancelled' },
    } as const;
  if (order.paymentStatus === 'paid')
    return { paymentStatus: null, note: { refund: 'the order was already paid' } } as const;
  if (payment.amountPaisa !== order.duePaisa || order.currency !== 'NPR')
    return { paymentStatus: null, note: { problem: 'amount differs from the order total' } } as const;
  return { paymentStatus: 'paid', note: {} } as const;
}

/** A gateway said this payment will not be made; the order itself is untouched. */
export async function failPayment(opts: {
  db: Db;
  gateway: OnlineGateway;
  reference: string;
  detail: Record<string, unknown>;
}): Promise<Settled> {
  return opts.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, opts.gateway, opts.reference);
    if (!locked) return { orderId: null, paid: false };
    const { payment, order } = locked;
    if (payment.status === 'initiated')
      await setPayment(tx, payment, { status: 'failed', detail: opts.detail });
    return { orderId: order.id, paid: false };
  });
}

async function queueReceipt(tx: Tx, order: OrderRow, payment: PaymentRow, publicUrl: string) {
  const [customer] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  const subject = `Payment received for your order ${order.number}`;
  const text = [
    `Namaste ${customer.name},`,
    '',
    `We have received your payment of ${formatPrice(payment.amountPaisa)} by ${paymentMethodName(payment.gateway)} for order ${order.number}.`,
    '',
    `See your order: ${publicUrl}/profile/orders/view-order/${order.id}`,
    '',
    'Upahar',
  ].join('\n');
  await queueEmail({ db: tx, mail: { to: customer.email, subject, text } });
}
