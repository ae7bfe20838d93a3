import { and, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderEvents, orderItems, orderParts, orders } from '../../db/schema/orders.ts';
import { stores } from '../catalog/tables.ts';

// The order rows other modules write: checkout places an order (the order, a part per store, its
// lines and their first events), and payments records what the gateways confirmed. Each is one
// statement inside the caller's transaction.

type NewOrder = typeof orders.$inferInsert;

/** The new order; answers its row. */
export async function insertOrder(tx: Tx, values: NewOrder) {
  const [order] = await tx.insert(orders).values(values).returning();
  return order;
}

/** The order's parts, one per store; answers their rows. */
export function insertOrderParts(tx: Tx, rows: (typeof orderParts.$inferInsert)[]) {
  return tx.insert(orderParts).values(rows).returning();
}

export async function insertOrderItems(tx: Tx, rows: (typeof orderItems.$inferInsert)[]) {
  await tx.insert(orderItems).values(rows);
}

export async function insertOrderEvents(tx: Tx, rows: (typeof orderEvents.$inferInsert)[]) {
  await tx.insert(orderEvents).values(rows);
}

/** How the order is paid and how far: the method the shopper chose, the state of the money. */
export async function setOrderPayment(
  tx: DbOrTx,
  orderId: string,
  o: { paymentMethod?: NewOrder['paymentMethod']; paymentStatus?: NewOrder['paymentStatus'] },
) {
  await tx
    .update(orders)
    .set({ ...o, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * The order's parts follow its payment: the parts still coming and unpaid are paid now; money
 * for an order cancelled meanwhile is a refund of each unpaid part.
 */
export async function settlePartsPayment(tx: Tx, orderId: string, status: 'paid' | 'refund_due') {
  await tx
    .update(orderParts)
    .set({ paymentStatus: status, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderParts.orderId, orderId),
        inArray(orderParts.paymentStatus, ['pending', 'failed']),
        status === 'paid' ? ne(orderParts.status, 'cancelled') : gt(orderParts.totalPaisa, 0),
      ),
    );
}

/** Records whose rider takes a part out for delivery, from its store's terms at that moment. */
export async function stampRider(tx: Tx, part: { id: string; storeId: number }) {
  await setRider(
    tx,
    part.id,
    sql`(select ${stores.deliveredBy} from ${stores} where ${stores.id} = ${part.storeId})`,
  );
}

/** Whose rider delivered the part: the shop's or the store's. */
export async function setRider(tx: Tx, partId: string, deliveredBy: 'shop' | 'store' | SQL) {
  await tx.update(orderParts).set({ deliveredBy }).where(eq(orderParts.id, partId));
}
