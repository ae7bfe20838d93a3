import type { TBlogProductPick } from '@upahar/contract';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cardColumns, onSale } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import type { Bucket } from '../files/index.ts';
import { publishImage } from '../uploads/index.ts';

// The products a post can mention, and its cover picture.

const PICKS_MAX = 20;

/** Products as the editor lists them: name, store and first picture. */
export async function productPicks(db: DbOrTx, where: SQL, order?: SQL): Promise<TBlogProductPick[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: cardColumns.image,
      storeName: stores.name,
    })
    .from(products)
    .leftJoin(stores, eq(stores.id, products.storeId))
    .where(where)
    .orderBy(...(order ? [order] : []), asc(products.name))
    .limit(PICKS_MAX);
  return rows.map((r) => ({ ...r, storeName: r.storeName ?? null }));
}

/** Products on sale whose name holds the words typed, for the editor's picker. */
export function searchProductPicks({ db, q }: { db: DbOrTx; q: string }) {
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return productPicks(db, and(onSale, q ? ilike(products.name, like) : undefined) as SQL);
}

/** Stores an uploaded cover as a public picture; the post names the path when it is saved. */
export const saveCover = ({ db, bucket, bytes }: { db: Db; bucket: Bucket | null; bytes: Buffer }) =>
  publishImage({ db, bucket, bytes, folder: 'blog' });
