import {
  ORDERS_PER_PAGE,
  type TOrderDetail,
  type TOrderStatus,
  type ZDashboardOrderCard,
} from '@upahar/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import { cardColumns, loadOrderDetail, toCard, type Viewer, visibleTo } from './read-model.ts';
import { applyStatusChange, lockOrder, queueStatusEmail } from './status.ts';

type StaffViewer = Extract<Viewer, { kind: 'staff' }>;
type DashboardCard = z.infer<typeof ZDashboardOrderCard>;

/** Orders a seller's stores received (an admin: all), newest first, optionally by status. */
export async function listDashboardOrders(opts: {
  db: Db;
  viewer: StaffViewer;
  page: number;
  status?: TOrderStatus;
}): Promise<{ orders: DashboardCard[]; total: number }> {
  const where = and(visibleTo(opts.viewer), opts.status ? eq(orders.status, opts.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    opts.db
      .select({ ...cardColumns, customerName: users.name, storeId: orders.storeId })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((opts.page - 1) * ORDERS_PER_PAGE),
    opts.db.select({ total: count() }).from(orders).where(where),
  ]);
  // The lines of the whole page in one statement, so a card shows what to bake without opening.
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await opts.db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          optionsLabel: orderItems.optionsLabel,
          options: orderItems.options,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id))
    : [];
  const lines = new Map<string, DashboardCard['lines']>();
  for (const i of items) {
    const line = {
      name: i.name,
      quantity: i.quantity,
      optionsLabel: i.optionsLabel,
      message: i.options.message ?? '',
    };
    lines.set(i.orderId, [...(lines.get(i.orderId) ?? []), line]);
  }
  return {
    orders: rows.map((r) => ({
      ...toCard(r),
      customerName: r.customerName,
      storeId: r.storeId,
      lines: lines.get(r.id) ?? [],
    })),
    total,
  };
}

export const getDashboardOrder = (opts: { db: Db; viewer: StaffViewer; orderId: string }) =>
  loadOrderDetail(opts);

/**
 * A store owner or admin moves an order one step along ORDER_TRANSITIONS: one
 * transaction with the row locked, the event with the actor, and the customer's e-mail queued.
 */
export async function changeOrderStatus(opts: {
  db: Db;
  viewer: StaffViewer;
  orderId: string;
  status: TOrderStatus;
  note: string;
  publicUrl: string;
}): Promise<TOrderDetail> {
  const { db, viewer } = opts;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, opts.orderId, visibleTo(viewer));
    const note = opts.status === 'cancelled' && !opts.note ? 'Cancelled by the store' : opts.note;
    const updated = await applyStatusChange({
      tx,
      order,
      to: opts.status,
      actor: { role: viewer.role, userId: viewer.userId },
      note,
    });
    await queueStatusEmail({ tx, order: updated, note: opts.note, publicUrl: opts.publicUrl });
  });
  return loadOrderDetail({ db, orderId: opts.orderId, viewer });
}
