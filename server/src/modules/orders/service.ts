import {
  CANCELLATION_REASONS,
  CUSTOMER_CANCELLABLE,
  exactAmount,
  ORDERS_PER_PAGE,
  type TCancellationBody,
  type TOrderCard,
  type TOrderDetail,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { originalMethod, quoteParts } from './cancel-quote.ts';
import { lockParts } from './parts.ts';
import { cardColumns, loadOrderDetail, toCard, visibleTo } from './reads.ts';
import { applyPartChange, lockOrder } from './status.ts';

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
 * A customer cancels before preparation starts (CUSTOMER_CANCELLABLE): one store's part
 * (`partId`), or the whole order when every part still coming may be cancelled. The order and its
 * parts are locked so a seller moving a part to "being prepared" at the same moment either wins
 * or waits. The fee is worked out again on the locked parts, by each store's terms and each
 * part's slot; when it is not the one the shopper confirmed (a fee and none sent, or the clock
 * passed a term's end meanwhile) nothing changes and the answer is 409 with the fee now.
 */
export async function cancelOrder(opts: {
  db: Db;
  userId: string;
  body: CancelInput;
}): Promise<TOrderDetail> {
  const { db, userId, body } = opts;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.orderId, visibleTo({ kind: 'customer', userId }));
    const parts = await lockParts(tx, order.id);
    const chosen = body.partId ? parts.filter((p) => p.id === body.partId) : parts;
    if (body.partId && chosen.length === 0) throw notFound(m.errors_not_found_order_part);
    const live = chosen.filter((p) => p.status !== 'cancelled');
    if (live.length === 0) {
      const message = body.partId ? m.errors_orders_part_cancelled() : m.errors_orders_order_cancelled();
      throw new AppError('already_cancelled', message, 409);
    }
    if (live.every((p) => p.status === 'delivered')) {
      const message = body.partId ? m.errors_orders_part_delivered() : m.errors_orders_order_delivered();
      throw new AppError('already_delivered', message, 409);
    }
    if (!live.every((p) => CUSTOMER_CANCELLABLE.includes(p.status))) {
      const message = body.partId
        ? m.errors_orders_part_preparing()
        : parts.length > 1
          ? m.errors_orders_some_preparing()
          : m.errors_orders_order_preparing();
      throw new AppError('too_late', message, 409);
    }
    const quotes = await quoteParts(tx, live);
    const fee = quotes.reduce((sum, q) => sum + q.feePaisa, 0);
    if (fee !== (body.expectedFeePaisa ?? 0)) {
      const message = m.errors_orders_fee_changed({ fee: exactAmount(fee) });
      throw new AppError('fee_changed', message, 409, { expectedFeePaisa: [message] });
    }
    const method = body.refundTo === 'wallet' ? 'wallet' : originalMethod(order);
    const reason = CANCELLATION_REASONS.find((r) => r.id === body.reasonId)?.reason ?? 'Another reason';
    const note = body.comment ? `${reason}: ${body.comment}` : reason;
    let current = order;
    for (const part of live) {
      const changed = await applyPartChange({
        tx,
        order: current,
        part,
        parts,
        to: 'cancelled',
        actor: { role: 'customer', userId },
        note,
        refund: { feePaisa: quotes.find((q) => q.partId === part.id)?.feePaisa ?? 0, method },
      });
      current = changed.order;
    }
  });
  return getOrder({ db, userId, orderId: body.orderId });
}
