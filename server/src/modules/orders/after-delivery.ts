import { exactAmount, type TDashboardOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderComplaints, orderEvents, orderParts } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { postCredit } from '../credits/index.ts';
import { postComplaint, reversePart } from '../earnings/index.ts';
import { queueComplaintStatusEmail, queueRefundEmail, queueSettlementEmail } from './after-delivery-mail.ts';
import { getDashboardOrder } from './dashboard.ts';
import { leftToRefund, lockParts, type OrderRow, type PartRow, refundedInFull, syncOrder } from './parts.ts';
import { lockOrder } from './status.ts';

// Money given back after delivery, by admins on the order's page: the whole part refunded, or a
// complaint settled in the customer's favour. Both change what the store earned, so each is one
// transaction with the order and its parts locked (the order first, as every writer takes them):
// the part's refund, the store's ledger, the event on the timeline and the customer's e-mail.

type Admin = { userId: string };
type Changed = { tx: Tx; order: OrderRow; part: PartRow; parts: PartRow[] };

const viewerOf = (admin: Admin) => ({ kind: 'staff' as const, userId: admin.userId, role: 'admin' as const });

/** Runs `change` with the part's order and every part locked; 404 for a part that does not exist. */
async function withLockedPart<T>(db: Db, partId: string, change: (c: Changed) => Promise<T>) {
  const [found] = await db
    .select({ orderId: orderParts.orderId })
    .from(orderParts)
    .where(eq(orderParts.id, partId));
  if (!found) throw notFound(m.errors_not_found_order);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId, undefined);
    const parts = await lockParts(tx, found.orderId);
    const part = parts.find((p) => p.id === partId);
    if (!part) throw notFound(m.errors_not_found_order);
    return change({ tx, order, part, parts });
  });
}

const notDelivered = (message: string) => new AppError('not_delivered', message, 409);

/** Writes the part's new money state and the order's payment state that follows from it. */
async function savePart(c: Changed, set: Pick<PartRow, 'refundedPaisa' | 'paymentStatus'>) {
  const [updated] = await c.tx
    .update(orderParts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orderParts.id, c.part.id))
    .returning();
  c.parts.splice(c.parts.indexOf(c.part), 1, updated);
  const order = await syncOrder(c.tx, c.order, c.parts, null);
  await recordChange(c.tx, {
    entity: 'order_part',
    entityId: c.part.id,
    before: { refundedPaisa: c.part.refundedPaisa, paymentStatus: c.part.paymentStatus },
    after: set,
  });
  return { order, part: updated };
}

// A part delivered without its online payment ever arriving was never paid: nothing to give back.
const wasPaid = (part: PartRow) => ['paid', 'refund_due', 'refunded'].includes(part.paymentStatus);
const notPaid = (part: PartRow) =>
  new AppError('not_paid', m.errors_orders_not_paid({ number: part.number }), 409);

/** A line on the part's timeline under "Delivered", so the customer and the store see what happened. */
const recordEvent = (c: Changed, admin: Admin, note: string) =>
  c.tx.insert(orderEvents).values({
    orderId: c.order.id,
    partId: c.part.id,
    status: c.part.status,
    note,
    actorUserId: admin.userId,
    actorRole: 'admin',
  });

/**
 * Refunds a delivered part in full: every entry of it in the stores' ledger is mirrored (a
 * store's rider keeps the cash it collected, which the store then owes), the money not given back
 * yet becomes a refund due, and the credit the customer spent on it goes back to their account.
 */
export async function refundDeliveredPart(opts: {
  db: Db;
  admin: Admin;
  partId: string;
  reason: string;
  publicUrl: string;
}): Promise<TDashboardOrderDetail> {
  await withLockedPart(opts.db, opts.partId, async (c) => {
    const { part } = c;
    if (part.status !== 'delivered')
      throw notDelivered(m.errors_staff_not_delivered_refund({ number: part.number }));
    if (!wasPaid(part)) throw notPaid(part);
    if (refundedInFull(part))
      throw new AppError('already_refunded', m.errors_orders_refunded({ number: part.number }), 409);
    const money = leftToRefund(part);
    await reversePart(c.tx, { partId: part.id, note: opts.reason });
    const changed = await savePart(c, {
      refundedPaisa: part.totalPaisa,
      // Paid wholly with credit: the credit comes back below, and no money is owed.
      paymentStatus:
        money > 0 ? 'refund_due' : part.paymentStatus === 'paid' ? 'refunded' : part.paymentStatus,
    });
    if (part.creditPaisa > 0)
      await postCredit(c.tx, {
        userId: c.order.userId,
        amountPaisa: part.creditPaisa,
        reason: `Credit back from refunded order ${part.number}`,
        orderId: c.order.id,
      });
    const back = [
      money > 0 ? exactAmount(money) : '',
      part.creditPaisa > 0 ? `${exactAmount(part.creditPaisa)} of credit` : '',
    ].filter(Boolean);
    const what = back.length > 0 ? ` (${back.join(' and ')})` : '';
    await recordEvent(c, opts.admin, `Refunded after delivery${what}: ${opts.reason}`);
    await queueRefundEmail({
      tx: c.tx,
      ...changed,
      partCount: c.parts.length,
      publicUrl: opts.publicUrl,
      money,
      credit: part.creditPaisa,
      reason: opts.reason,
    });
  });
  return getDashboardOrder({ db: opts.db, viewer: viewerOf(opts.admin), orderId: opts.partId });
}

/** The complaint of the locked order, locked too; 404 when it is about another order. */
async function lockComplaint(c: Changed, complaintId: number) {
  const [complaint] = await c.tx
    .select()
    .from(orderComplaints)
    .where(and(eq(orderComplaints.id, complaintId), eq(orderComplaints.orderId, c.order.id)))
    .for('update');
  if (!complaint) throw notFound(m.errors_not_found_complaint);
  if (complaint.status === 'resolved')
    throw new AppError(
      'complaint_resolved',
      complaint.refundPaisa === null
        ? m.errors_orders_complaint_resolved()
        : m.errors_orders_complaint_settled({ amount: exactAmount(complaint.refundPaisa) }),
      409,
    );
  return complaint;
}

/**
 * Settles a complaint in the customer's favour on the part it is about: the amount (never more
 * than is left of what they paid for the part) becomes a refund due, and the store is debited it
 * with the reason, which it sees beside the complaint.
 */
export async function settleComplaint(opts: {
  db: Db;
  admin: Admin;
  partId: string;
  complaintId: number;
  refundPaisa: number;
  reason: string;
  publicUrl: string;
}): Promise<TDashboardOrderDetail> {
  await withLockedPart(opts.db, opts.partId, async (c) => {
    const { part } = c;
    const complaint = await lockComplaint(c, opts.complaintId);
    if (part.status !== 'delivered')
      throw notDelivered(m.errors_staff_not_delivered_complaint({ number: part.number }));
    if (!wasPaid(part)) throw notPaid(part);
    const left = leftToRefund(part);
    if (opts.refundPaisa > left) {
      const message =
        left > 0
          ? m.errors_orders_refund_left({ amount: exactAmount(left), number: part.number })
          : m.errors_orders_refund_none_left({ number: part.number });
      throw new AppError('refund_too_large', message, 409, { refundPaisa: [message] });
    }
    await c.tx
      .update(orderComplaints)
      .set({
        status: 'resolved',
        settledPartId: part.id,
        refundPaisa: opts.refundPaisa,
        settlement: opts.reason,
      })
      .where(eq(orderComplaints.id, complaint.id));
    const changed = await savePart(c, {
      refundedPaisa: part.refundedPaisa + opts.refundPaisa,
      paymentStatus: 'refund_due',
    });
    await postComplaint(c.tx, {
      part,
      complaintId: complaint.id,
      amount: opts.refundPaisa,
      reason: opts.reason,
    });
    await recordEvent(
      c,
      opts.admin,
      `Complaint “${complaint.subject}” settled: ${exactAmount(opts.refundPaisa)} back. ${opts.reason}`,
    );
    await queueSettlementEmail({
      tx: c.tx,
      ...changed,
      partCount: c.parts.length,
      publicUrl: opts.publicUrl,
      subject: complaint.subject,
      amount: opts.refundPaisa,
      reason: opts.reason,
    });
  });
  return getDashboardOrder({ db: opts.db, viewer: viewerOf(opts.admin), orderId: opts.partId });
}

/** Marks a complaint as being looked into, or resolved without a refund (the note says why). */
export async function setComplaintStatus(opts: {
  db: Db;
  admin: Admin;
  partId: string;
  complaintId: number;
  status: 'in_review' | 'resolved';
  note: string;
  publicUrl: string;
}): Promise<TDashboardOrderDetail> {
  await withLockedPart(opts.db, opts.partId, async (c) => {
    const complaint = await lockComplaint(c, opts.complaintId);
    if (complaint.status === opts.status)
      throw new AppError('complaint_unchanged', m.errors_orders_complaint_looked_into(), 409);
    await c.tx
      .update(orderComplaints)
      .set({
        status: opts.status,
        ...(opts.status === 'resolved' ? { settlement: opts.note || null } : {}),
      })
      .where(eq(orderComplaints.id, complaint.id));
    await recordChange(c.tx, {
      entity: 'order_complaint',
      entityId: complaint.id,
      before: { status: complaint.status },
      after: { status: opts.status },
    });
    await queueComplaintStatusEmail({
      tx: c.tx,
      order: c.order,
      part: c.part,
      partCount: c.parts.length,
      publicUrl: opts.publicUrl,
      subject: complaint.subject,
      status: opts.status,
      note: opts.note,
    });
  });
  return getDashboardOrder({ db: opts.db, viewer: viewerOf(opts.admin), orderId: opts.partId });
}
