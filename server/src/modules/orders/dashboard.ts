import {
  daysEarly,
  earlyText,
  ORDER_TRANSITIONS,
  type TDashboardOrderDetail,
  type TOrderDetail,
  type TOrderStatus,
  type TOrderUndo,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderParts, orders } from '../../db/schema/orders.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { holdTeamPlace } from '../stores/index.ts';
import { leftToRefund, lockParts, type PartRow, refundedInFull } from './parts.ts';
import { assertPhotosApproved } from './photo-approval.ts';
import { loadOrderDetail, mayCancelPart, partVisibleTo, type StaffViewer } from './reads.ts';
import { applyPartChange, lockOrder, queueStatusEmail } from './status.ts';
import { undoOffers } from './step-back.ts';

// Stores work on their parts of orders: the detail and every move are one store's part. An admin
// sees every part.

/** The order and store a part visible to `viewer` belongs to; 404 for anyone else's part. */
export async function findPart(db: Db, viewer: StaffViewer, partId: string) {
  const [row] = await db
    .select({
      orderId: orderParts.orderId,
      status: orderParts.status,
      rider: orderParts.deliveredBy,
      customerName: users.name,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderParts.id, partId), partVisibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_order);
  return row;
}

/** One part as its store sees it: its own lines, money, slot and timeline. */
export async function getDashboardOrder(opts: {
  db: Db;
  viewer: StaffViewer;
  orderId: string;
}): Promise<TDashboardOrderDetail> {
  const { orderId, status, rider, customerName } = await findPart(opts.db, opts.viewer, opts.orderId);
  const [detail, offers] = await Promise.all([
    loadOrderDetail({ db: opts.db, orderId, viewer: opts.viewer }),
    undoOffers(opts.db, [{ id: opts.orderId, status }]),
  ]);
  return partView(detail, opts.orderId, customerName, opts.viewer.role === 'admin', {
    rider,
    undo: offers.get(opts.orderId) ?? null,
  });
}

/**
 * Narrows the shopper's whole order to one part; an admin also sees the other parts' states and
 * may give money back on a delivered part. A store sees the order's complaints except those
 * settled on another store's part: it is debited for its own settlements, so it sees why.
 */
function partView(
  detail: TOrderDetail,
  partId: string,
  customerName: string,
  admin: boolean,
  staff: { rider: 'shop' | 'store' | null; undo: TOrderUndo | null },
): TDashboardOrderDetail {
  const part = detail.parts.find((p) => p.partId === partId);
  if (!part) throw notFound(m.errors_not_found_order);
  const items = detail.items.filter((i) => i.partId === partId);
  const delivered = admin && part.status === 'delivered';
  const money = {
    totalPaisa: part.total,
    refundedPaisa: part.refundedPaisa,
    paymentStatus: part.paymentStatus,
  };
  return {
    ...detail,
    partId,
    orderNumber: detail.number,
    storeId: part.storeId,
    storeName: part.storeName,
    customerName,
    number: part.number,
    status: part.status,
    paymentStatus: part.paymentStatus,
    total: part.total,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    title: items[0]?.name ?? `Order ${part.number}`,
    image: items[0]?.image ?? null,
    deliveryDate: part.deliveryDate,
    slotLabel: part.slotLabel,
    // The store delivers this part to its own recipient, who may not be the order's first.
    address: {
      alias: part.recipient.alias,
      receiverName: part.recipient.receiverName,
      phoneNumber: part.recipient.phoneNumber,
      secondaryPhoneNumber: part.recipient.secondaryPhoneNumber,
      landmark: part.recipient.landmark,
      locationName: part.recipient.locationName,
    },
    items,
    subtotal: part.subtotal,
    deliveryTotal: part.deliveryTotal,
    deliveryCharge: part.deliveryCharge,
    methodCharge: part.methodCharge,
    discount: part.discount,
    credit: part.credit,
    cancelReason: part.cancelReason,
    timeline: part.timeline,
    parts: admin ? detail.parts : [part],
    canCancel: part.canCancel,
    complaints: admin
      ? detail.complaints
      : detail.complaints.filter((c) => c.settledPartId === null || c.settledPartId === partId),
    refundedPaisa: part.refundedPaisa,
    mayRefund: delivered && !refundedInFull(money),
    maySettle: delivered && leftToRefund(money) > 0,
    ...staff,
  };
}

/**
 * Whether the viewer may cancel the part, read inside the change's transaction with their place
 * in the store's team held: a manager made a packer or removed from the team a moment before is
 * refused, and one changed a moment after waits for the change to be written. A part no longer
 * visible to them is a 404, as it is everywhere else.
 */
export async function mayCancelNow(tx: Tx, viewer: StaffViewer, part: PartRow): Promise<boolean> {
  if (viewer.role !== 'admin') await holdTeamPlace(tx, part.storeId, viewer.userId);
  const [row] = await tx
    .select({ mayCancel: mayCancelPart(viewer) })
    .from(orderParts)
    .where(and(eq(orderParts.id, part.id), partVisibleTo(viewer)));
  if (!row) throw notFound(m.errors_not_found_order);
  return row.mayCancel;
}

/**
 * A part is delivered on its delivery date (Nepal time) or after it. One tap on a phone must not
 * tell a customer their cake arrived days before it is due, or mark cash collected that nobody
 * has, so an early delivery is taken only when the request says it was meant (and the audit log
 * records how early it was).
 */
const refuseEarly = (part: PartRow, days: number) => {
  throw new AppError(
    'early_delivery',
    `${earlyText(part.deliveryDate, days)}. Mark it delivered only if it really was delivered early, and confirm that you mean it.`,
    409,
  );
};

/**
 * A store's owner, manager or packer, or an admin, moves one part along ORDER_TRANSITIONS: one
 * transaction with the order and its parts locked (the order first, as every writer does), the
 * viewer's right to the part checked again in it, the event with the actor, the order's status
 * following from its parts, and the customer's e-mail naming the store queued.
 */
export async function changeOrderStatus(opts: {
  db: Db;
  viewer: StaffViewer;
  orderId: string;
  status: TOrderStatus;
  note: string;
  /** Delivered before its delivery date on purpose; without it such a delivery is refused. */
  early?: boolean;
  publicUrl: string;
  /**
   * More writes in the same transaction once the part has moved (a proof of delivery); may
   * answer lines for the customer's e-mail, written in their language.
   */
  alongside?: (tx: Tx, part: PartRow) => Promise<(() => string[]) | undefined>;
}): Promise<TDashboardOrderDetail> {
  const { db, viewer } = opts;
  const partId = opts.orderId;
  const { orderId } = await findPart(db, viewer, partId);
  await racePoint('order-status:start');
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, undefined);
    const parts = await lockParts(tx, orderId);
    const part = parts.find((p) => p.id === partId);
    if (!part) throw notFound(m.errors_not_found_order);
    // Whatever was read before the locks may be stale by now: the rights are read again here.
    const mayCancel = await mayCancelNow(tx, viewer, part);
    if (opts.status === 'cancelled' && !mayCancel) throw forbidden(m.errors_orders_cancel_refused());
    // A move its status does not allow is refused as such (applyPartChange), early or not.
    const early =
      opts.status === 'delivered' && ORDER_TRANSITIONS[part.status].includes('delivered')
        ? daysEarly(part.deliveryDate, clock.now())
        : 0;
    if (early > 0 && !opts.early) refuseEarly(part, early);
    // A photo cake is baked only with a picture the store approved.
    await assertPhotosApproved(tx, part.id, opts.status);
    const note = opts.status === 'cancelled' && !opts.note ? 'Cancelled by the store' : opts.note;
    const changed = await applyPartChange({
      tx,
      order,
      part,
      parts,
      to: opts.status,
      actor: { role: viewer.role, userId: viewer.userId },
      note,
    });
    await recordChange(tx, {
      entity: 'order_part',
      entityId: part.id,
      before: { status: part.status, paymentStatus: part.paymentStatus },
      after: {
        status: changed.part.status,
        paymentStatus: changed.part.paymentStatus,
        ...(early > 0 ? { daysEarly: early } : {}),
      },
    });
    const extra = await opts.alongside?.(tx, part);
    await queueStatusEmail({
      tx,
      order: changed.order,
      part: changed.part,
      partCount: parts.length,
      note: opts.note,
      publicUrl: opts.publicUrl,
      extra,
    });
  });
  return getDashboardOrder({ db, viewer, orderId: partId });
}
