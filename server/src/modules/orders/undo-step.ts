import {
  ORDER_STATUS_LABEL,
  STEP_BACK,
  type TDashboardOrderDetail,
  type TOrderStatus,
  UNDO_WINDOW_MINUTES,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  deliveryProofs,
  orderComplaints,
  orderEvents,
  orderFeedback,
  orderParts,
} from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { productReviews } from '../community/tables.ts';
import { partOnStatement, undoDelivery } from '../earnings/index.ts';
import { rewardedByOrder } from '../referrals/index.ts';
import { findPart, getDashboardOrder, mayCancelNow } from './dashboard.ts';
import { lockParts, type OrderRow, type PartRow, syncOrder } from './parts.ts';
import type { StaffViewer } from './reads.ts';
import { lockOrder, queueDeliveryTakenBackEmail } from './status.ts';
import { type StepEvent, stepEvents, undoOffer } from './step-back.ts';

// A step tapped by mistake is taken back by whoever may move the part, within a few minutes:
// the part returns to the status before it, and what the step did is undone in the same
// transaction. The customer's e-mail about the step may have gone already: a delivery taken back
// is followed by one that says so; the timeline and the audit log say it too.

const label = (status: TOrderStatus) => ORDER_STATUS_LABEL[status].toLowerCase();
const refused = (message: string) => new AppError('undo_refused', message, 409);

/** Why the last step can no longer be taken back: the time is up, or something happened since. */
function tooLate(part: PartRow, events: readonly StepEvent[]): AppError {
  const [before, last] = events.slice(-2);
  if (last?.status === part.status && before?.status === STEP_BACK[part.status]) {
    const minutes = Math.floor(last.ageSeconds / 60);
    return refused(
      `A step can be taken back within ${UNDO_WINDOW_MINUTES} minutes; order ${part.number} was marked “${ORDER_STATUS_LABEL[part.status]}” ${minutes} minutes ago.`,
    );
  }
  return refused(
    `Something else has happened to order ${part.number} since it was marked “${ORDER_STATUS_LABEL[part.status]}”, so that step can no longer be taken back.`,
  );
}

/**
 * A delivery is taken back only while nothing has been built on it: money given back, a
 * complaint, feedback or a review, an invite's credit paid for it, or a weekly statement that
 * told the store what it earned. Each of those would be left wrong by a part that never arrived.
 */
async function refuseUnsafeUndelivery(tx: Tx, order: OrderRow, part: PartRow) {
  const n = part.number;
  if (part.refundedPaisa > 0 || part.paymentStatus === 'refund_due' || part.paymentStatus === 'refunded')
    throw refused(m.errors_staff_undo_money_back({ number: n }));
  const deliveredAt = sql`(select max(${orderEvents.createdAt}) from ${orderEvents}
    where ${orderEvents.partId} = ${part.id} and ${orderEvents.status} = 'delivered')`;
  const [[complaint], [feedback], [review]] = await Promise.all([
    tx
      .select({ id: orderComplaints.id })
      .from(orderComplaints)
      .where(
        and(
          eq(orderComplaints.orderId, order.id),
          sql`(${orderComplaints.settledPartId} = ${part.id} or ${orderComplaints.createdAt} >= ${deliveredAt})`,
        ),
      )
      .limit(1),
    tx
      .select({ id: orderFeedback.orderId })
      .from(orderFeedback)
      .where(eq(orderFeedback.orderId, order.id))
      .limit(1),
    tx
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(eq(productReviews.orderId, order.id))
      .limit(1),
  ]);
  if (complaint) throw refused(m.errors_staff_undo_complaint({ number: n }));
  if (feedback) throw refused(m.errors_staff_undo_rated({ number: n }));
  if (review) throw refused(m.errors_staff_undo_reviewed({ number: n }));
  if (await rewardedByOrder(tx, order.id)) throw refused(m.errors_staff_undo_invite({ number: n }));
  if (await partOnStatement(tx, part.id)) throw refused(m.errors_staff_undo_statement({ number: n }));
}

/**
 * Takes the part's last step back, if it is `status` (what the page showed), one of STEP_BACK's,
 * the last thing on its timeline and less than UNDO_WINDOW_MINUTES old. Taking back a delivery
 * mirrors its entries in the stores' ledger (the cash a rider collected too: nobody paid at the
 * door) and a cash-on-delivery part is unpaid again; taking back "out for delivery" forgets whose
 * rider was to take it, which is fixed again as it goes out. Refused with 409 and the reason.
 */
export async function undoOrderStep(opts: {
  db: Db;
  viewer: StaffViewer;
  partId: string;
  status: TOrderStatus;
  publicUrl: string;
}): Promise<{ order: TDashboardOrderDetail; from: TOrderStatus }> {
  const { db, viewer, partId } = opts;
  const { orderId } = await findPart(db, viewer, partId);
  const from = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, undefined);
    const parts = await lockParts(tx, orderId);
    const part = parts.find((p) => p.id === partId);
    if (!part) throw notFound(m.errors_not_found_order);
    // The viewer's place in the store's team, read again under the locks (404 once it is gone).
    await mayCancelNow(tx, viewer, part);
    if (part.status !== opts.status)
      throw refused(
        `Order ${part.number} is ${label(part.status)} now, not ${label(opts.status)}: it was moved meanwhile, and nothing was taken back.`,
      );
    const to = STEP_BACK[part.status];
    if (!to) throw refused(`An order that is ${label(part.status)} cannot be taken back a step.`);
    if (part.status === 'delivered') await refuseUnsafeUndelivery(tx, order, part);
    const events = (await stepEvents(tx, [part.id])).get(part.id) ?? [];
    if (!undoOffer(part.status, events)) throw tooLate(part, events);

    const paymentStatus =
      part.status === 'delivered' && order.paymentMethod === 'cod' && part.paymentStatus === 'paid'
        ? 'pending'
        : part.paymentStatus;
    const [updated] = await tx
      .update(orderParts)
      .set({
        status: to,
        paymentStatus,
        ...(part.status === 'out_for_delivery' ? { deliveredBy: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orderParts.id, part.id))
      .returning();
    parts.splice(parts.indexOf(part), 1, updated);
    if (part.status === 'delivered') {
      await undoDelivery(tx, { partId: part.id, note: `Delivery of ${part.number} taken back` });
      // The proof went with the delivery; the next delivery records its own.
      await tx.delete(deliveryProofs).where(eq(deliveryProofs.partId, part.id));
      await queueDeliveryTakenBackEmail({
        tx,
        order,
        part,
        partCount: parts.length,
        publicUrl: opts.publicUrl,
      });
    }
    await tx.insert(orderEvents).values({
      orderId,
      partId: part.id,
      status: to,
      note: `Step taken back: not ${label(part.status)} yet`,
      actorUserId: viewer.userId,
      actorRole: viewer.role,
    });
    await syncOrder(tx, order, parts, null);
    await recordChange(tx, {
      entity: 'order_part',
      entityId: part.id,
      before: { status: part.status, paymentStatus: part.paymentStatus },
      after: { status: to, paymentStatus },
    });
    return part.status;
  });
  return { order: await getDashboardOrder({ db, viewer, orderId: partId }), from };
}
