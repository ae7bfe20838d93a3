import type { ZFeedbackDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderFeedback, orders } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/errors.ts';

type FeedbackDetail = z.infer<typeof ZFeedbackDetail>;

async function ownOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(m.errors_not_found_order);
  return order;
}

/** POST order/feedback: the feedback left on one of the user's orders, or null. */
export async function getFeedback(opts: {
  db: Db;
  userId: string;
  orderId: string;
}): Promise<FeedbackDetail> {
  const order = await ownOrder(opts.db, opts.userId, opts.orderId);
  const [row] = await opts.db
    .select()
    .from(orderFeedback)
    .where(eq(orderFeedback.orderId, order.id))
    .limit(1);
  return {
    orderId: order.id,
    number: order.number,
    feedback: row
      ? { rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString() }
      : null,
  };
}

/** POST order-feedback: one rating per delivered order; sending again updates it. */
export async function saveFeedback(opts: {
  db: Db;
  userId: string;
  body: { orderId: string; rating: number; comment: string };
}): Promise<{ detail: FeedbackDetail; created: boolean }> {
  const { db, userId, body } = opts;
  const order = await ownOrder(db, userId, body.orderId);
  if (order.status !== 'delivered')
    throw new AppError('not_delivered', m.errors_orders_feedback_after_delivery(), 409);
  // xmax = 0 only on a freshly inserted row: tells a first rating from an update in one statement.
  const [row] = await db
    .insert(orderFeedback)
    .values({ orderId: order.id, userId, rating: body.rating, comment: body.comment })
    .onConflictDoUpdate({
      target: orderFeedback.orderId,
      set: { rating: body.rating, comment: body.comment, updatedAt: sql`now()` },
    })
    .returning({
      rating: orderFeedback.rating,
      comment: orderFeedback.comment,
      createdAt: orderFeedback.createdAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  return {
    created: row.created,
    detail: {
      orderId: order.id,
      number: order.number,
      feedback: { rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString() },
    },
  };
}
