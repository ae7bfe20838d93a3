import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orderParts, orders } from '../../db/schema/orders.ts';

/**
 * The user's latest order whose part holding the product was delivered, or null: having received
 * it is what earns a shopper the right to review it. One query over the order-items product index.
 */
export async function deliveredOrderWith(opts: {
  db: DbOrTx;
  userId: string;
  productId: string;
}): Promise<string | null> {
  const rows = await opts.db
    .select({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderParts, eq(orderParts.id, orderItems.partId))
    .where(
      and(
        eq(orderItems.productId, opts.productId),
        eq(orders.userId, opts.userId),
        eq(orderParts.status, 'delivered'),
      ),
    )
    .orderBy(desc(orders.placedAt))
    .limit(1);
  return rows[0]?.id ?? null;
}
