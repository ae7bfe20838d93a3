import {
  CANCELLATION_REASONS,
  CUSTOMER_CANCELLABLE,
  ORDERS_PER_PAGE,
  type TCancellationBody,
  type TOrderCard,
  type TOrderDetail,
} from '@upahar/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { cardColumns, loadOrderDetail, toCard, visibleTo } from './read-model.ts';
import { applyStatusChange, lockOrder } from './status.ts';

/** A page of the customer's orders, newest first: two queries (order-listing). */
export async function listOrders(opts: {
  db: Db;
  userId: string;
  page: number;
}): Promise<{ orders: TOrderCard[]; total: number }> {
  const mine = eq(orders.userId, opts.userId);
  const [rows, [{ total }]] = await Promise.all([
    opts.db
      .select(cardColumns)
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((opts.page - 1) * ORDERS_PER_PAGE),
    opts.db.select({ total: count() }).from(orders).where(mine),
  ]);
  return { orders: rows.map(toCard), total };
}

export const getOrder = (opts: { db: Db; userId: string; orderId: string }) =>
  loadOrderDetail({ db: opts.db, orderId: opts.orderId, viewer: { kind: 'customer', userId: opts.userId } });

type CancelInput = Omit<TCancellationBody, 'reasonId' | 'comment'> & { reasonId: number; comment: string };

/**
 * A customer cancels before preparation starts (CUSTOMER_CANCELLABLE). The order row is locked so
 * a seller moving it to "being prepared" at the same moment either wins or waits.
 */
export async function cancelOrder(opts: {
  db: Db;
  userId: string;
  body: CancelInput;
}): Promise<TOrderDetail> {
  const { db, userId, body } = opts;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.orderId, visibleTo({ kind: 'customer', userId }));
    if (order.status === 'cancelled')
      throw new AppError('already_cancelled', 'This order is already cancelled', 409);
    if (order.status === 'delivered')
      throw new AppError('already_delivered', 'This order has already been delivered', 409);
    if (!CUSTOMER_CANCELLABLE.includes(order.status))
      throw new AppError(
        'too_late',
        'This order is already being prepared and can no longer be cancelled',
        409,
      );
    const reason = CANCELLATION_REASONS.find((r) => r.id === body.reasonId)?.reason ?? 'Another reason';
    const note = body.comment ? `${reason}: ${body.comment}` : reason;
    await applyStatusChange({ tx, order, to: 'cancelled', actor: { role: 'customer', userId }, note });
  });
  return getOrder({ db, userId, orderId: body.orderId });
}
