import type { TOrderStatus, TPaymentStatus } from '@upahar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderParts, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PartRow = typeof orderParts.$inferSelect;
type PartState = Pick<PartRow, 'status' | 'paymentStatus' | 'cancelReason'>;

const PROGRESS: Record<Exclude<TOrderStatus, 'cancelled'>, number> = {
  placed: 0,
  confirmed: 1,
  preparing: 2,
  out_for_delivery: 3,
  delivered: 4,
};

/**
 * The order's status follows from its parts: the least advanced part still coming (an order is
 * delivered only when everything in it is), or cancelled when every part is.
 */
export function overallStatus(parts: readonly Pick<PartRow, 'status'>[]): TOrderStatus {
  let least: Exclude<TOrderStatus, 'cancelled'> | null = null;
  for (const { status } of parts) {
    if (status === 'cancelled') continue;
    if (least === null || PROGRESS[status] < PROGRESS[least]) least = status;
  }
  return least ?? 'cancelled';
}

/**
 * The order's payment state from its parts': paid once every part still coming is paid (online
 * at once, cash on delivery as each rider collects); with every part cancelled, a refund is due
 * if any part had been paid. Otherwise it stays unpaid, as pending or as the failed attempt it was.
 */
export function overallPayment(
  current: TPaymentStatus,
  parts: readonly Pick<PartRow, 'status' | 'paymentStatus'>[],
): TPaymentStatus {
  const live = parts.filter((p) => p.status !== 'cancelled');
  if (live.length === 0) {
    if (parts.some((p) => p.paymentStatus === 'refund_due')) return 'refund_due';
    if (parts.some((p) => p.paymentStatus === 'refunded')) return 'refunded';
  } else if (live.every((p) => p.paymentStatus === 'paid')) return 'paid';
  return current === 'failed' ? 'failed' : 'pending';
}

/** What the order row says once its parts have changed; the reason of the last part cancelled. */
export function orderFromParts(
  order: OrderRow,
  parts: readonly PartState[],
  lastCancelReason: string | null,
) {
  const status = overallStatus(parts);
  return {
    status,
    paymentStatus: overallPayment(order.paymentStatus, parts),
    cancelReason: status === 'cancelled' ? (lastCancelReason ?? order.cancelReason) : null,
  };
}

/** Locks every part of a locked order, in id order (the order every writer takes them in). */
export const lockParts = (tx: Tx, orderId: string) =>
  tx
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.id))
    .for('update');

/**
 * Writes the order's derived status after a part changed. The caller holds the order's lock and
 * all its parts (locked, the changed one already replaced), so nothing is read again.
 */
export async function syncOrder(
  tx: Tx,
  order: OrderRow,
  parts: readonly PartState[],
  lastCancelReason: string | null,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...orderFromParts(order, parts, lastCancelReason), updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  return updated;
}
