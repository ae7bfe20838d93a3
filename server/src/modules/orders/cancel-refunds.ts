import type { TPartRefund, TPaymentStatus, TRefundMethod, TRefundRow } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { cancellationRefunds } from '../../db/schema/cancellation-refunds.ts';
import { orderParts, orders } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { postCredit } from '../credits/index.ts';
import { postCancellationFee } from '../earnings/index.ts';
import { lockParts, type OrderRow, type PartRow, syncOrder } from './parts.ts';
import { lockOrder } from './status.ts';

// What a cancelled, paid part gives back. The money paid for it is split into the fee the store
// keeps (credited in its earnings) and the refund: to the wallet at once, or through eSewa or
// Khalti, which staff make by hand and mark done. All of it is written in the transaction that
// cancels the part, which holds the part's lock, so it happens once; the table's one row per
// part makes a second attempt fail rather than pay twice.

export type RefundPlan = { feePaisa: number; method: TRefundMethod };

/** The part's payment state once cancelled with this plan. */
export const paymentAfter = (part: Pick<PartRow, 'totalPaisa'>, plan: RefundPlan): TPaymentStatus =>
  plan.method === 'wallet' || part.totalPaisa - plan.feePaisa <= 0 ? 'refunded' : 'refund_due';

export async function recordRefund(tx: Tx, o: { order: OrderRow; part: PartRow; plan: RefundPlan }) {
  const { order, part, plan } = o;
  const amount = part.totalPaisa - plan.feePaisa;
  const done = plan.method === 'wallet' || amount === 0;
  await tx.insert(cancellationRefunds).values({
    orderId: order.id,
    partId: part.id,
    storeId: part.storeId,
    userId: order.userId,
    paidPaisa: part.totalPaisa,
    amountPaisa: amount,
    feePaisa: plan.feePaisa,
    method: plan.method,
    status: done ? 'done' : 'to_do',
    doneAt: done ? sql`now()` : null,
  });
  if (plan.method === 'wallet' && amount > 0)
    await postCredit(tx, {
      userId: order.userId,
      amountPaisa: amount,
      reason: `Refund of cancelled order ${part.number}`,
      orderId: order.id,
    });
  await postCancellationFee(tx, { part, fee: plan.feePaisa });
}

/** The refunds of one order's parts, for its page. */
export async function refundsOfOrder(db: DbOrTx, orderId: string): Promise<Map<string, TPartRefund>> {
  const rows = await db.select().from(cancellationRefunds).where(eq(cancellationRefunds.orderId, orderId));
  return new Map(
    rows.map((r) => [
      r.partId,
      {
        amountPaisa: r.amountPaisa,
        feePaisa: r.feePaisa,
        method: r.method,
        status: r.status,
        doneAt: r.doneAt?.toISOString() ?? null,
      },
    ]),
  );
}

const customer = alias(users, 'customer');
const doer = alias(users, 'doer');

function refundQuery(db: DbOrTx) {
  return db
    .select({
      refund: cancellationRefunds,
      orderNumber: orders.number,
      partNumber: orderParts.number,
      storeName: stores.name,
      customerName: customer.name,
      doneByName: doer.name,
    })
    .from(cancellationRefunds)
    .innerJoin(orders, eq(orders.id, cancellationRefunds.orderId))
    .innerJoin(orderParts, eq(orderParts.id, cancellationRefunds.partId))
    .innerJoin(stores, eq(stores.id, cancellationRefunds.storeId))
    .innerJoin(customer, eq(customer.id, cancellationRefunds.userId))
    .leftJoin(doer, eq(doer.id, cancellationRefunds.doneBy));
}

type Joined = Awaited<ReturnType<typeof refundQuery>>[number];
const toRow = ({ refund: r, ...j }: Joined): TRefundRow => ({
  id: r.id,
  orderId: r.orderId,
  orderNumber: j.orderNumber,
  partNumber: j.partNumber,
  storeName: j.storeName,
  customerName: j.customerName,
  amountPaisa: r.amountPaisa,
  feePaisa: r.feePaisa,
  method: r.method,
  status: r.status,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  doneAt: r.doneAt?.toISOString() ?? null,
  doneByName: j.doneByName,
});

/** Refunds to do, oldest first (the longest waiting on top), or the latest 100 given. */
export async function listRefunds(db: DbOrTx, status: 'to_do' | 'done'): Promise<TRefundRow[]> {
  const rows = await refundQuery(db)
    .where(eq(cancellationRefunds.status, status))
    .orderBy(status === 'to_do' ? cancellationRefunds.createdAt : desc(cancellationRefunds.doneAt))
    .limit(100);
  return rows.map(toRow);
}

/**
 * Staff made the refund through the gateway: it is done, with their reference, and the part (and
 * the order, once nothing else is owed) reads as refunded. The order and parts are locked as every
 * writer takes them, so two admins marking it at once record it once.
 */
export async function markRefundDone(o: { db: Db; userId: string; id: number; reference: string }) {
  const [found] = await o.db.select().from(cancellationRefunds).where(eq(cancellationRefunds.id, o.id));
  if (!found) throw new AppError('not_found', m.errors_orders_refund_not_found(), 404);
  await o.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId, undefined);
    const parts = await lockParts(tx, order.id);
    const [refund] = await tx
      .select()
      .from(cancellationRefunds)
      .where(eq(cancellationRefunds.id, o.id))
      .for('update');
    if (refund.status === 'done')
      throw new AppError('refund_done', m.errors_orders_refund_already_done(), 409);
    await tx
      .update(cancellationRefunds)
      .set({ status: 'done', reference: o.reference, doneBy: o.userId, doneAt: sql`now()` })
      .where(eq(cancellationRefunds.id, o.id));
    const i = parts.findIndex((p) => p.id === refund.partId);
    const [part] = await tx
      .update(orderParts)
      .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
      .where(eq(orderParts.id, refund.partId))
      .returning();
    parts.splice(i, 1, part);
    await syncOrder(tx, order, parts, null);
    await recordChange(tx, {
      entity: 'cancellation_refund',
      entityId: o.id,
      before: { status: 'to_do' },
      after: { status: 'done', reference: o.reference },
    });
  });
  const [row] = await refundQuery(o.db).where(eq(cancellationRefunds.id, o.id));
  return toRow(row);
}
