import {
  CUSTOMER_CANCELLABLE,
  isOnlinePaymentMethod,
  orderStatusLabel,
  productKind,
  storedPriceSplit,
  type TOrderCard,
  type TOrderDetail,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderComplaints,
  orderEvents,
  orderFeedback,
  orderItems,
  orderParts,
  orders,
} from '../../db/schema/orders.ts';
import { notFound } from '../../lib/errors.ts';
import { col } from '../catalog/index.ts';
import { categories, products, stores } from '../catalog/tables.ts';
import { deliveryMethods } from '../delivery/tables.ts';
import { CANCEL_ROLES, ORDER_ROLES, storesOf } from '../stores/index.ts';
import { uploads } from '../uploads/tables.ts';
import { refundsOfOrder } from './cancel-refunds.ts';
import { orderItemPhotoStates } from './photo-approval.ts';
import { loadProofs } from './proof-photo.ts';
import { recipientOf } from './recipient.ts';

/** Who is looking: a customer sees their own orders, a seller their stores' orders, an admin all. */
export type Viewer =
  | { kind: 'customer'; userId: string }
  | { kind: 'staff'; userId: string; role: 'seller' | 'admin' };

export type StaffViewer = Extract<Viewer, { kind: 'staff' }>;

/** The ownership condition on orders, inside every query (404 for rows that are not yours). */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.kind === 'customer') return eq(orders.userId, viewer.userId);
  if (viewer.role === 'admin') return undefined;
  return sql`exists (select 1 from ${orderParts} where ${orderParts.orderId} = ${orders.id}
    and ${partVisibleTo(viewer)})`;
}

/**
 * A seller works on the parts of the stores they own or help run (managers and packers); an
 * admin on every part.
 */
export function partVisibleTo(viewer: StaffViewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  return inArray(orderParts.storeId, storesOf(viewer.userId, ORDER_ROLES));
}

/** Whether `viewer` may cancel the part in the row: an admin any, a seller as owner or manager. */
export function mayCancelPart(viewer: StaffViewer): SQL<boolean> {
  if (viewer.role === 'admin') return sql<boolean>`true`;
  return sql<boolean>`${orderParts.storeId} in ${storesOf(viewer.userId, CANCEL_ROLES)}`;
}

// Card columns: the first line's name and picture and the number of items come from scalar
// subqueries, so a page of orders is one query whatever it holds (no N+1).
const orderId = col('orders', 'id');

export const cardColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalPaisa: orders.totalPaisa,
  deliveryDate: orders.deliveryDate,
  slotLabel: orders.slotLabel,
  placedAt: orders.placedAt,
  // Qualified by hand: in a single-table select Drizzle leaves column names bare, and a bare "id"
  // inside the subquery would mean order_items.id.
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi
    where oi.order_id = ${orderId})`.mapWith(Number),
  title: sql<string | null>`(select oi.name from order_items oi
    where oi.order_id = ${orderId} order by oi.id limit 1)`,
  image: sql<string | null>`(select oi.image from order_items oi
    where oi.order_id = ${orderId} order by oi.id limit 1)`,
  partCount: sql<number>`(select count(*)::int from order_parts op
    where op.order_id = ${orderId})`.mapWith(Number),
};

type CardRow = {
  id: string;
  number: string;
  status: TOrderCard['status'];
  paymentMethod: TOrderCard['paymentMethod'];
  paymentStatus: TOrderCard['paymentStatus'];
  totalPaisa: number;
  deliveryDate: string;
  slotLabel: string;
  placedAt: Date | string;
  itemCount: number;
  title: string | null;
  image: string | null;
  partCount: number;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const toCard = (r: CardRow): TOrderCard => ({
  orderId: r.id,
  number: r.number,
  status: r.status,
  paymentMethod: r.paymentMethod,
  paymentStatus: r.paymentStatus,
  total: r.totalPaisa,
  itemCount: r.itemCount,
  image: r.image,
  title: r.title ?? `Order ${r.number}`,
  deliveryDate: r.deliveryDate,
  slotLabel: r.slotLabel,
  placedAt: iso(r.placedAt),
  partCount: r.partCount,
});

/** The complaints of one order with their image URLs: two queries. */
export async function loadComplaints(db: DbOrTx, orderId: string): Promise<TOrderDetail['complaints']> {
  const rows = await db
    .select()
    .from(orderComplaints)
    .where(eq(orderComplaints.orderId, orderId))
    .orderBy(asc(orderComplaints.createdAt), asc(orderComplaints.id));
  if (rows.length === 0) return [];
  const images = await db
    .select({ complaintId: uploads.complaintId, path: uploads.path })
    .from(uploads)
    .where(
      inArray(
        uploads.complaintId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
  return rows.map((c) => ({
    id: c.id,
    subject: c.subject,
    message: c.message,
    status: c.status,
    images: images.filter((i) => i.complaintId === c.id).map((i) => i.path),
    createdAt: iso(c.createdAt),
    settledPartId: c.settledPartId,
    refundPaisa: c.refundPaisa,
    settlement: c.settlement,
    proofPartId: c.proofPartId,
  }));
}

/** The whole order as the detail page shows it, in a fixed number of queries; 404 if not visible. */
export async function loadOrderDetail(opts: {
  db: DbOrTx;
  orderId: string;
  viewer: Viewer;
}): Promise<TOrderDetail> {
  const { db, orderId } = opts;
  const [row] = await db
    .select({ ...cardColumns, order: orders, methodName: deliveryMethods.name })
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .where(and(eq(orders.id, orderId), visibleTo(opts.viewer)))
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_order);
  const o = row.order;
  const [items, events, partRows, feedback, complaints, refunds, photos] = await Promise.all([
    db
      .select({
        item: orderItems,
        storeName: stores.name,
        productType: products.type,
        categoryKind: categories.kind,
      })
      .from(orderItems)
      .innerJoin(stores, eq(stores.id, orderItems.storeId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ part: orderParts, storeName: stores.name, storeSlug: stores.slug })
      .from(orderParts)
      .innerJoin(stores, eq(stores.id, orderParts.storeId))
      .where(eq(orderParts.orderId, orderId))
      .orderBy(asc(orderParts.drop), asc(orderParts.number)),
    db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId)).limit(1),
    loadComplaints(db, orderId),
    refundsOfOrder(db, orderId),
    orderItemPhotoStates(db, orderId),
  ]);
  const proofs = await loadProofs(
    db,
    partRows.map((r) => r.part.id),
  );
  const cancelled = o.status === 'cancelled';
  const parts = partRows.map(({ part, storeName, storeSlug }) => ({
    partId: part.id,
    number: part.number,
    storeId: part.storeId,
    storeName,
    storeSlug,
    status: part.status,
    paymentStatus: part.paymentStatus,
    subtotal: part.subtotalPaisa,
    deliveryTotal: part.deliveryChargePaisa + part.methodChargePaisa,
    deliveryCharge: part.deliveryChargePaisa,
    methodCharge: part.methodChargePaisa,
    discount: part.discountPaisa,
    credit: part.creditPaisa,
    total: part.totalPaisa,
    deliveryDate: part.deliveryDate,
    slotLabel: part.slotLabel,
    cancelReason: part.cancelReason,
    timeline: events.filter((e) => e.partId === part.id).map(toEvent),
    canCancel: CUSTOMER_CANCELLABLE.includes(part.status),
    refundedPaisa: part.refundedPaisa,
    recipient: recipientOf(part, o.address),
    refund: refunds.get(part.id) ?? null,
    proof: proofs.get(part.id) ?? null,
  }));
  const live = parts.filter((p) => p.status !== 'cancelled');
  return {
    ...toCard(row),
    parts,
    items: items.map(({ item, storeName, productType, categoryKind }) => ({
      id: item.id,
      productId: item.productId,
      slug: item.slug,
      name: item.name,
      image: item.image,
      optionsLabel: item.optionsLabel,
      message: item.options.message ?? '',
      quantity: item.quantity,
      unitPrice: item.unitPricePaisa,
      total: item.totalPaisa,
      split: storedPriceSplit({
        quantity: item.quantity,
        unitPrice: item.unitPricePaisa,
        flashQuantity: item.flashQuantity,
        restPrice: item.restUnitPricePaisa,
      }),
      isGift: item.isGift,
      storeName,
      partId: item.partId,
      kind: productKind(productType ?? 'product', categoryKind),
      photo: photos.get(item.id) ?? null,
    })),
    subtotal: o.subtotalPaisa,
    deliveryTotal: o.deliveryChargePaisa + o.methodChargePaisa,
    deliveryCharge: o.deliveryChargePaisa,
    methodCharge: o.methodChargePaisa,
    discount: o.discountPaisa,
    credit: o.creditPaisa,
    couponCode: o.couponCode,
    deliveryMethod: { id: o.deliveryMethodId, name: row.methodName },
    address: {
      alias: o.address.alias,
      receiverName: o.address.receiverName,
      phoneNumber: o.address.phoneNumber,
      secondaryPhoneNumber: o.address.secondaryPhoneNumber,
      landmark: o.address.landmark,
      locationName: o.address.locationName,
    },
    note: o.note,
    cancelReason: o.cancelReason,
    timeline: events.map(toEvent),
    // The whole order may be cancelled while every part still coming may be.
    canCancel: live.length > 0 && live.every((p) => p.canCancel),
    canPay:
      !cancelled && isOnlinePaymentMethod(o.paymentMethod) && ['pending', 'failed'].includes(o.paymentStatus),
    canFeedback: o.status === 'delivered',
    canComplain: !cancelled,
    feedback: feedback[0] ? { rating: feedback[0].rating, comment: feedback[0].comment } : null,
    complaints,
  };
}

const toEvent = (e: typeof orderEvents.$inferSelect) => ({
  status: e.status,
  label: orderStatusLabel(e.status),
  note: e.note,
  actor: toActor(e.actorRole),
  at: iso(e.createdAt),
});

const ACTORS = ['customer', 'seller', 'admin', 'system'] as const;
const toActor = (role: string): (typeof ACTORS)[number] =>
  (ACTORS as readonly string[]).includes(role) ? (role as (typeof ACTORS)[number]) : 'system';
