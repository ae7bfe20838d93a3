import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/errors.ts';
import { orderItems } from '../orders/tables.ts';

// Ready-made stock, taken by checkout inside the order's transaction and given back when a part
// of an order is cancelled.

/**
 * Ready-made stock (null stock: made to order, nothing to take). Lines are taken in product id
 * order so two orders sharing products lock them in the same order and cannot deadlock. Free
 * gifts take one each in the same pass, after the lines of their product; a gift that has run out
 * is left out instead of refusing the order. Answers the product ids of the gifts granted.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly { productId: string; name: string; quantity: number; stock: number | null }[],
  gifts: readonly { productId: string; stock: number | null }[] = [],
): Promise<Set<string>> {
  const wanted = new Map<string, { name: string; quantity: number; gifts: number }>();
  const want = (productId: string, name: string, quantity: number, gift: number) => {
    const w = wanted.get(productId) ?? { name, quantity: 0, gifts: 0 };
    wanted.set(productId, { name: w.name || name, quantity: w.quantity + quantity, gifts: w.gifts + gift });
  };
  for (const l of lines) if (l.stock !== null) want(l.productId, l.name, l.quantity, 0);
  const granted = new Set(gifts.filter((g) => g.stock === null).map((g) => g.productId));
  for (const g of gifts) if (g.stock !== null) want(g.productId, '', 0, 1);

  const take = (productId: string, quantity: number) =>
    tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ stock: products.stock });
  for (const [productId, w] of [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (w.quantity > 0 && (await take(productId, w.quantity)).length === 0) {
      const message = m.errors_more_sold_out_now({ name: w.name });
      throw new AppError('out_of_stock', message, 409);
    }
    if (w.gifts > 0 && (await take(productId, 1)).length > 0) granted.add(productId);
  }
  return granted;
}

/** Gives back the stock the lines of a cancelled part of an order took. */
export async function restockPart(tx: Tx, partId: string) {
  // Stock comes back only to products that keep stock (made-to-order ones have null). The rows are
  // locked in id order first, the order takeStock uses, so the update's plan cannot cross it.
  await tx.execute(sql`
    select 1 from ${products} p
    where p.id in (select ${orderItems.productId} from ${orderItems} where ${orderItems.partId} = ${partId})
      and p.stock is not null
    order by p.id for update`);
  await tx.execute(sql`
    update ${products} p set stock = p.stock + x.quantity
    from (select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
          from ${orderItems} where ${orderItems.partId} = ${partId}
          group by ${orderItems.productId}) x
    where p.id = x.product_id and p.stock is not null`);
}
