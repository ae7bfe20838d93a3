import type { TOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryProofs, orderComplaints, orderParts, orders } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { attachToComplaint } from '../uploads/index.ts';
import { loadComplaints } from './reads.ts';

type Complaints = TOrderDetail['complaints'];

async function ownOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(m.errors_not_found_order);
  return order;
}

/** The proof a complaint points to must be of one of this order's parts. */
async function proofOfOrder(db: Db, orderId: string, partId: string): Promise<string> {
  const [row] = await db
    .select({ partId: deliveryProofs.partId })
    .from(deliveryProofs)
    .innerJoin(orderParts, eq(orderParts.id, deliveryProofs.partId))
    .where(and(eq(deliveryProofs.partId, partId), eq(orderParts.orderId, orderId)))
    .limit(1);
  if (!row)
    throw new AppError('no_proof', m.proof_v_no_proof(), 400, { proofPartId: [m.proof_v_no_proof()] });
  return row.partId;
}

/** POST complain: the complaints filed on one of the user's orders. */
export async function listComplaints(opts: { db: Db; userId: string; orderId: string }): Promise<Complaints> {
  const order = await ownOrder(opts.db, opts.userId, opts.orderId);
  return loadComplaints(opts.db, order.id);
}

/**
 * POST order-complain: a complaint with images uploaded first (order-upload-image). The images are
 * attached with one conditional update; if any is not the user's, already attached or uploaded
 * for another order, nothing is saved (someone else's id is a 404).
 */
export async function fileComplaint(opts: {
  db: Db;
  userId: string;
  body: {
    orderId: string;
    subject: string;
    message: string;
    imageIds: string[];
    proofPartId?: string | null;
  };
}): Promise<Complaints> {
  const { db, userId, body } = opts;
  const order = await ownOrder(db, userId, body.orderId);
  if (order.status === 'cancelled')
    throw new AppError('order_cancelled', m.errors_orders_complaint_cancelled(), 409);
  const imageIds = [...new Set(body.imageIds)];
  const proofPartId = body.proofPartId ? await proofOfOrder(db, order.id, body.proofPartId) : null;
  await db.transaction(async (tx) => {
    const [complaint] = await tx
      .insert(orderComplaints)
      .values({ orderId: order.id, userId, subject: body.subject, message: body.message, proofPartId })
      .returning({ id: orderComplaints.id });
    if (imageIds.length === 0) return;
    const attached = await attachToComplaint(tx, {
      imageIds,
      userId,
      orderId: order.id,
      complaintId: complaint.id,
    });
    if (attached.length !== imageIds.length) throw notFound(m.errors_not_found_one_of_the_images);
  });
  return loadComplaints(db, order.id);
}
