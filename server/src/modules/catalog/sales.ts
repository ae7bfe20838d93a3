import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orderParts } from '../orders/tables.ts';
import { rowsOf } from './facets.ts';

/**
 * A product's sold count is what it sold over the last SALES_WINDOW_DAYS days: long enough that a
 * cake bought for a handful of birthdays a month still ranks, short enough that last festival's
 * best seller gives way to what is ordered now.
 */
export const SALES_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;
const windowStart = (now: Date) => new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);

type Lines = { orderId: string } | { partId: string };
const linesOf = (of: Lines) =>
  'partId' in of ? sql`${orderItems.partId} = ${of.partId}` : sql`${orderItems.orderId} = ${of.orderId}`;

/** The bought quantities per product; free gifts were not chosen, so they are no sales. */
const quantitiesOf = (of: Lines) => sql`
  select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
  from ${orderItems}
  where ${linesOf(of)} and not ${orderItems.isGift}
  group by ${orderItems.productId}`;

/**
 * Adds (sign 1) or takes back (sign -1) an order's quantities, inside the transaction that places
 * or cancels it. The rows are locked in id order first, after any stock locks the caller already
 * holds, so two orders sharing products wait for each other instead of deadlocking.
 */
async function applySales(tx: Tx, of: Lines, sign: 1 | -1) {
  await tx.execute(sql`
    select 1 from ${products} p
    where p.id in (select ${orderItems.productId} from ${orderItems} where ${linesOf(of)})
    order by p.id for no key update`);
  await tx.execute(sql`
    update ${products} p set sold_count = greatest(p.sold_count + ${sign} * x.quantity, 0)
    from (${quantitiesOf(of)}) x
    where p.id = x.product_id`);
}

/** A placed order counts at once, so "Trending" and the popular sort follow what is bought. */
export const countOrderSales = (tx: Tx, orderId: string) => applySales(tx, { orderId }, 1);

/**
 * A cancelled part of an order is taken back, unless the order was placed before the window: the
 * window job has already dropped it.
 */
export async function uncountPartSales(tx: Tx, partId: string, now: Date) {
  const [part] = await tx
    .select({ placedAt: orderParts.placedAt })
    .from(orderParts)
    .where(eq(orderParts.id, partId));
  if (!part || part.placedAt < windowStart(now)) return;
  await applySales(tx, { partId }, -1);
}

/** What each product sold in the window, from parts of orders not cancelled. */
const windowSales = (now: Date) => sql`
  select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
  from ${orderItems} join ${orderParts} on ${orderParts.id} = ${orderItems.partId}
  where ${and(gte(orderParts.placedAt, windowStart(now)), ne(orderParts.status, 'cancelled'))} and not ${orderItems.isGift}
  group by ${orderItems.productId}`;

/**
 * Brings every sold count to what the window holds: sales older than the window drop out, and
 * figures that never came from orders (imported or seeded) give way to real ones. One read finds
 * the products that differ; each is then fixed in its own short transaction that locks only that
 * row and recounts after the lock, so an order placed meanwhile is never lost and the job never
 * holds two product rows at once (it cannot deadlock with checkout).
 */
export async function recountSales(opts: { db: Db; now: Date }): Promise<number> {
  const { db, now } = opts;
  const stale = await db.execute(sql`
    select p.id from ${products} p left join (${windowSales(now)}) s on s.product_id = p.id
    where p.sold_count <> coalesce(s.quantity, 0)
    order by p.id`);
  const ids = rowsOf<{ id: string }>(stale);
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('no key update');
      await tx.execute(sql`
        update ${products} p set sold_count = coalesce(
          (select sum(${orderItems.quantity})::int from ${orderItems} join ${orderParts} on ${orderParts.id} = ${orderItems.partId}
           where ${orderItems.productId} = ${id} and not ${orderItems.isGift}
             and ${and(gte(orderParts.placedAt, windowStart(now)), ne(orderParts.status, 'cancelled'))}), 0)
        where p.id = ${id}`);
    });
  }
  return ids.length;
}

/**
 * Every sold count from the window in one statement, for a caller that has the catalogue to
 * itself (the demo seed, inside its own transaction): no row-by-row locking needed.
 */
export async function setSoldCountsFromWindow(tx: Tx, now: Date) {
  await tx.execute(sql`
    update ${products} p set sold_count = coalesce(s.quantity, 0)
    from ${products} q left join (${windowSales(now)}) s on s.product_id = q.id
    where q.id = p.id and p.sold_count <> coalesce(s.quantity, 0)`);
}
