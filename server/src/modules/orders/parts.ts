import type { TOrderStatus, TPaymentStatus } from '@upahar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderParts, orders } from '../../db/schema/orders.ts';

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
function overallStatus(parts: readonly Pick<PartRow, 'status'>[]): TOrderStatus {
  let least: Exclude<TOrderStatus, 'cancelled'> | null = null;
  for (const { status } of parts) {
    if (status === 'cancelled') continue;
    if (least === null || PROGRESS[status] < PROGRESS[least]) least = status;
  }
  return least ?? 'cancelled';
}

/** A part in one of these states received its money, whatever was given back since. */
const PAID_ONCE: readonly TPaymentStatus[] = ['paid', 'refund_due', 'refunded'];

/**
 * The order's payment state from its parts': paid once every part still coming is paid (online
 * at once, cash on delivery as each rider collects); with every part cancelled, a refund is due
 * if any part had been paid. Otherwise it stays unpaid, as pending or as the failed attempt it was.
 * A delivered part that gave money back (refunded, or a complaint settled) was paid all the same:
 * like a cancelled part, its refund shows on the part, and the order reads as a refund only when
 * no part of it is simply paid any more, so it is never offered for payment again.
 */
export function overallPayment(
  current: TPaymentStatus,
  parts: readonly Pick<PartRow, 'status' | 'paymentStatus'>[],
): TPaymentStatus {
  const live = parts.filter((p) => p.status !== 'cancelled');
  const refund = (list: typeof parts) =>
    list.some((p) => p.paymentStatus === 'refund_due')
      ? 'refund_due'
      : list.some((p) => p.paymentStatus === 'refunded')
        ? 'refunded'
        : null;
  if (live.length === 0) {
    const owed = refund(parts);
    if (owed) return owed;
  } else if (live.every((p) => PAID_ONCE.includes(p.paymentStatus))) {
    return live.some((p) => p.paymentStatus === 'paid') ? 'paid' : (refund(live) ?? 'paid');
  }
  return current === 'failed' ? 'failed' : 'pending';
}

/** What the order row says once its parts have changed; the reason of the last part cancelled. */
function orderFromParts(order: OrderRow, parts: readonly PartState[], lastCancelReason: string | null) {
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

type PartRefund = Pick<PartRow, 'totalPaisa' | 'refundedPaisa' | 'paymentStatus'>;

/** What may still be given back of a delivered part: its total less what was given back already. */
export const leftToRefund = (part: Pick<PartRow, 'totalPaisa' | 'refundedPaisa'>) =>
  part.totalPaisa - part.refundedPaisa;

/**
 * Whether everything the customer paid for the part has been given back. A part paid wholly with
 * credit has nothing to count, so its refund shows in its payment state alone.
 */
export const refundedInFull = (part: PartRefund) =>
  leftToRefund(part) <= 0 && (part.paymentStatus === 'refund_due' || part.paymentStatus === 'refunded');
