import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productReviews } from '../../db/schema/community.ts';
import { setStoreRating } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';

/**
 * Brings a store's rating up to date with the reviews of all its products: every review counts
 * once (reviews a moderator hid not at all), so a store is rated by what its customers said, not by an average of product averages
 * that would let one product with a single review weigh as much as one with a hundred. The store
 * row is locked before counting, so two reviews of different products of one store arriving
 * together cannot both write a count that misses the other.
 */
export async function refreshStoreRating(tx: Tx, productId: string) {
  const [product] = await tx
    .select({ storeId: products.storeId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return;
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, product.storeId)).for('no key update');
  await setStoreRating(tx, product.storeId, {
    ratingAvg: sql`coalesce((select avg(r.rating)::float8 from ${productReviews} r
        join ${products} p on p.id = r.product_id
        where p.store_id = ${product.storeId} and r.hidden_at is null), 0)`,
    ratingCount: sql`(select count(*)::int from ${productReviews} r
        join ${products} p on p.id = r.product_id
        where p.store_id = ${product.storeId} and r.hidden_at is null)`,
  });
}
