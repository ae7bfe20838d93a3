import {
  ACCESSORY_CANDIDATES_PER_PAGE,
  type TCakeAccessories,
  type TCakeAccessoriesBody,
  type TCakeAccessory,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productAccessories } from '../../db/schema/cake-choices.ts';
import { AppError } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { ACCESSORY_TAG, catalogChanged, col, onSale } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { findOwnCake, type Staff } from './seller.ts';

// The accessories a seller offers with one of their cakes, in their order. Any store's
// accessory may be chosen (a bakery without candles of its own can offer a neighbour's); the
// storefront shows the chosen ones still on sale, and falls back to every accessory while a
// cake has none chosen.

const productId = col('products', 'id');
const isAccessory = sql`${products.tags} @> array[${ACCESSORY_TAG}]::text[]`;
const offerable = and(onSale, isAccessory) as SQL;

const accessoryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  image: sql<
    string | null
  >`(select pi.path from product_images pi where pi.product_id = ${productId} order by pi.sort_order, pi.id limit 1)`,
  storeName: stores.name,
  price: products.sellingPricePaisa,
  onSale: sql<boolean>`(${offerable})`,
};

const toAccessory = (r: { price: number | string } & Omit<TCakeAccessory, 'price'>): TCakeAccessory => ({
  ...r,
  price: Number(r.price),
  onSale: Boolean(r.onSale),
});

/** The accessories chosen for a cake, in the seller's order, with whether each is still on sale. */
async function chosenOf(db: DbOrTx, cakeId: string): Promise<TCakeAccessory[]> {
  const rows = await db
    .select(accessoryColumns)
    .from(productAccessories)
    .innerJoin(products, eq(products.id, productAccessories.accessoryId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(productAccessories.productId, cakeId))
    .orderBy(asc(productAccessories.sortOrder));
  return rows.map(toAccessory);
}

export async function getCakeAccessories({ db, staff, id }: { db: Db; staff: Staff; id: string }) {
  const cake = await findOwnCake(db, staff, id);
  return { accessories: await chosenOf(db, cake.id) } satisfies TCakeAccessories;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of accessories on sale to choose from, the cake's own store first, then by name. */
export async function listAccessoryCandidates({
  db,
  staff,
  id,
  q,
  page,
}: {
  db: Db;
  staff: Staff;
  id: string;
  q?: string;
  page: number;
}) {
  const cake = await findOwnCake(db, staff, id);
  const where = and(
    offerable,
    ne(products.id, cake.id),
    q ? ilike(products.name, `%${escapeLike(q)}%`) : undefined,
  );
  const rows = await db
    .select({ ...accessoryColumns, total: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where)
    .orderBy(sql`(${products.storeId} = ${cake.storeId}) desc`, asc(products.name), asc(products.id))
    .limit(ACCESSORY_CANDIDATES_PER_PAGE)
    .offset((page - 1) * ACCESSORY_CANDIDATES_PER_PAGE);
  const accessories = rows.map(({ total: _t, ...r }) => toAccessory(r));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
    total = Number(c?.n ?? 0);
  }
  return { accessories, total };
}

const bad = (message: string) => new AppError('invalid_accessories', message, 400, { ids: [message] });

/** Why a list of chosen ids cannot be saved, in the seller's words, or null when it can. */
async function listProblem(tx: DbOrTx, cakeId: string, ids: string[]): Promise<AppError | null> {
  if (ids.length === 0) return null;
  const rows = await tx
    .select({ id: products.id, name: products.name, onSale: sql<boolean>`(${onSale})`, isAccessory })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) return bad(m.errors_cake_accessory_gone());
    if (seen.has(id)) return bad(m.errors_cake_accessory_twice({ name: row.name }));
    seen.add(id);
    if (id === cakeId) return bad(m.errors_cake_cake_with_itself());
    if (!row.onSale) return bad(m.errors_cake_accessory_off_sale({ name: row.name }));
    if (!row.isAccessory) return bad(m.errors_cake_not_accessory({ name: row.name }));
  }
  return null;
}

/**
 * Replaces a cake's accessories with the given ordered list, in one transaction with the cake's
 * row locked so two saves at once end as one of them. The shop's kept shelves are forgotten, so
 * the product page shows the new list at once.
 */
export async function updateCakeAccessories({
  db,
  staff,
  id,
  body,
}: {
  db: Db;
  staff: Staff;
  id: string;
  body: TCakeAccessoriesBody;
}): Promise<TCakeAccessories> {
  const ids = body.ids.map((x) => x.toLowerCase());
  const accessories = await db.transaction(async (tx) => {
    const cake = await findOwnCake(tx, staff, id, true);
    const problem = await listProblem(tx, cake.id, ids);
    if (problem) throw problem;
    const before = await chosenOf(tx, cake.id);
    await tx.delete(productAccessories).where(eq(productAccessories.productId, cake.id));
    if (ids.length > 0) {
      await tx
        .insert(productAccessories)
        .values(ids.map((accessoryId, i) => ({ productId: cake.id, accessoryId, sortOrder: i + 1 })));
    }
    await recordChange(tx, {
      entity: 'cake-accessories',
      entityId: cake.id,
      before: { ids: before.map((a) => a.id) },
      after: { ids },
    });
    return chosenOf(tx, cake.id);
  });
  catalogChanged();
  return { accessories };
}
