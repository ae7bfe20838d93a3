import { ORDERS_PER_PAGE, type TDashboardOrderCard, type TOrderStatus } from '@upahar/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orderParts, orders } from '../../db/schema/orders.ts';
import { containing } from '../../lib/like.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { mayCancelPart, partVisibleTo, type StaffViewer } from './reads.ts';
import { undoOffers } from './step-back.ts';

// Stores work on their parts of orders: a card is one store's part of an order. An admin sees
// every part, one card per store and order.

// Qualified by hand: a bare "order_id" inside the subquery would mean order_parts op's own.
const countParts = sql<number>`(select count(*)::int from order_parts op
  where op.order_id = ${orderParts.orderId})`.mapWith(Number);

/**
 * The parts a seller's stores received (an admin: all), newest first, optionally by status and
 * by words in the order's or the part's number or the customer's name.
 */
export async function listDashboardOrders(opts: {
  db: Db;
  viewer: StaffViewer;
  page: number;
  status?: TOrderStatus;
  q?: string;
}): Promise<{ orders: TDashboardOrderCard[]; total: number }> {
  const words = opts.q ? containing(opts.q) : null;
  const where = and(
    partVisibleTo(opts.viewer),
    opts.status ? eq(orderParts.status, opts.status) : undefined,
    words
      ? or(ilike(orders.number, words), ilike(orderParts.number, words), ilike(users.name, words))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    opts.db
      .select({
        part: orderParts,
        orderNumber: orders.number,
        paymentMethod: orders.paymentMethod,
        customerName: users.name,
        storeName: stores.name,
        partCount: countParts,
        mayCancel: mayCancelPart(opts.viewer),
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(stores, eq(stores.id, orderParts.storeId))
      .where(where)
      .orderBy(desc(orderParts.placedAt), desc(orderParts.id))
      .limit(ORDERS_PER_PAGE)
      .offset((opts.page - 1) * ORDERS_PER_PAGE),
    opts.db
      .select({ total: count() })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  // The lines of the whole page in one statement, so a card shows what to bake without opening,
  // and whether each part's last step may still be taken back.
  const ids = rows.map((r) => r.part.id);
  const [items, offers] = await Promise.all([
    ids.length
      ? opts.db
          .select({
            partId: orderItems.partId,
            name: orderItems.name,
            image: orderItems.image,
            quantity: orderItems.quantity,
            optionsLabel: orderItems.optionsLabel,
            options: orderItems.options,
          })
          .from(orderItems)
          .where(inArray(orderItems.partId, ids))
          .orderBy(asc(orderItems.id))
      : [],
    undoOffers(
      opts.db,
      rows.map((r) => r.part),
    ),
  ]);
  return {
    orders: rows.map(({ part, ...r }) => {
      const mine = items.filter((i) => i.partId === part.id);
      return {
        orderId: part.orderId,
        partId: part.id,
        number: part.number,
        orderNumber: r.orderNumber,
        status: part.status,
        paymentMethod: r.paymentMethod,
        paymentStatus: part.paymentStatus,
        total: part.totalPaisa,
        itemCount: mine.reduce((n, i) => n + i.quantity, 0),
        image: mine[0]?.image ?? null,
        title: mine[0]?.name ?? `Order ${part.number}`,
        deliveryDate: part.deliveryDate,
        slotLabel: part.slotLabel,
        placedAt: part.placedAt.toISOString(),
        partCount: r.partCount,
        customerName: r.customerName,
        storeId: part.storeId,
        storeName: r.storeName,
        mayCancel: r.mayCancel,
        rider: part.deliveredBy,
        undo: offers.get(part.id) ?? null,
        lines: mine.map((i) => ({
          name: i.name,
          quantity: i.quantity,
          optionsLabel: i.optionsLabel,
          message: i.options.message ?? '',
        })),
      };
    }),
    total,
  };
}
