import { ORDER_STATUS_LABEL, ORDER_TRANSITIONS, type TOrderStatus } from '@upahar/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders, users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { uncountOrderSales } from '../catalog/index.ts';
import { releaseOrderHolds } from '../checkout/index.ts';
import { queueEmail } from '../mail/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type Actor = { role: 'customer' | 'seller' | 'admin' | 'system'; userId: string | null };

/** Locks one order row for the rest of the transaction (FOR UPDATE); 404 when not visible. */
export async function lockOrder(tx: Tx, orderId: string, visible: SQL | undefined): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visible))
    .for('update');
  if (!row) throw notFound('The order');
  return row;
}

export const transitionError = (from: TOrderStatus, to: TOrderStatus) =>
  new AppError(
    'bad_transition',
    `An order that is ${ORDER_STATUS_LABEL[from].toLowerCase()} cannot become ${ORDER_STATUS_LABEL[to].toLowerCase()}`,
    409,
  );

/**
 * Moves a locked order to `to` and records who did it. Cancelling gives back
 * the slot and stock and turns a paid online order into a refund; delivering a cash-on-delivery
 * order means the rider collected the money.
 */
export async function applyStatusChange(opts: {
  tx: Tx;
  order: OrderRow;
  to: TOrderStatus;
  actor: Actor;
  note: string;
}): Promise<OrderRow> {
  const { tx, order, to } = opts;
  if (!ORDER_TRANSITIONS[order.status].includes(to)) throw transitionError(order.status, to);
  let paymentStatus = order.paymentStatus;
  // Voucher credit goes back to the ledger below (releaseOrderHolds); only money that came
  // through a gateway is left to refund. An order paid wholly with credit owes nothing more.
  if (to === 'cancelled' && paymentStatus === 'paid')
    paymentStatus = order.totalPaisa > 0 ? 'refund_due' : 'refunded';
  if (to === 'delivered' && order.paymentMethod === 'cod' && paymentStatus === 'pending')
    paymentStatus = 'paid';
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus,
      updatedAt: sql`now()`,
      ...(to === 'cancelled' ? { cancelReason: opts.note || 'Cancelled' } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: to,
    note: opts.note,
    actorUserId: opts.actor.userId,
    actorRole: opts.actor.role,
  });
  if (to === 'cancelled') {
    await releaseOrderHolds({ tx, orderId: order.id });
    await uncountOrderSales(tx, order.id, clock.now());
  }
  return updated;
}

const SUBJECT: Record<TOrderStatus, string> = {
  placed: 'has been placed',
  confirmed: 'is confirmed',
  preparing: 'is being prepared',
  out_for_delivery: 'is out for delivery',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
};

/** Tells the customer about a change, in the same transaction (through the outbox). */
export async function queueStatusEmail(opts: { tx: Tx; order: OrderRow; note: string; publicUrl: string }) {
  const { order } = opts;
  const [customer] = await opts.tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  const subject = `Your order ${order.number} ${SUBJECT[order.status]}`;
  const link = `${opts.publicUrl}/profile/orders/view-order/${order.id}`;
  const lines = [
    `Namaste ${customer.name},`,
    '',
    `${subject}.`,
    ...(opts.note ? ['', opts.note] : []),
    ...(order.paymentStatus === 'refund_due' ? ['', 'You paid online; we will refund the full amount.'] : []),
    '',
    `See your order: ${link}`,
    '',
    'Upahar',
  ];
  await queueEmail({ db: opts.tx, mail: { to: customer.email, subject, text: lines.join('\n') } });
}
