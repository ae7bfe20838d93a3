import {
  SELLER_PRODUCTS_PER_PAGE,
  type TDashboardProductRow,
  type TDashboardProductsQuery,
  type TProductStatus,
} from '@upahar/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col } from '../catalog/index.ts';
import { brands, categories, occasions, products, stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';
import { ownStores, type Staff } from './access.ts';
import { statusOf } from './product-reads.ts';

const productId = col('products', 'id');
const firstImage = sql<
  string | null
>`(select pi.path from product_images pi where pi.product_id = ${productId} order by pi.sort_order, pi.id limit 1)`;

/** The status filter as statusOf reads a row: off the shop but marked live counts as archived. */
function statusIs(status: TProductStatus) {
  if (status === 'draft') return eq(products.status, 'draft');
  const live = and(eq(products.status, 'live'), eq(products.isActive, true));
  return status === 'live' ? live : and(ne(products.status, 'draft'), not(live as SQL));
}

/** Escapes LIKE's wildcards so a search for "50%" means those characters. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the staff member's products, newest first; one statement for the page. */
export async function listSellerProducts({
  db,
  staff,
  query,
}: {
  db: Db;
  staff: Staff;
  query: TDashboardProductsQuery;
}) {
  const { page, q, status, storeId, categoryId } = query;
  const where = and(
    inArray(products.type, ['cake', 'product']),
    ownStores(staff),
    q ? ilike(products.name, likeText(q)) : undefined,
    status ? statusIs(status) : undefined,
    storeId ? eq(products.storeId, storeId) : undefined,
    categoryId ? eq(products.categoryId, categoryId) : undefined,
  );
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      type: products.type,
      image: firstImage,
      storeName: stores.name,
      categoryName: categories.name,
      price: products.pricePaisa,
      salePrice: products.salePricePaisa,
      stock: products.stock,
      status: products.status,
      isActive: products.isActive,
      total: sql<number>`count(*) over ()`,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(SELLER_PRODUCTS_PER_PAGE)
    .offset((page - 1) * SELLER_PRODUCTS_PER_PAGE);
  const list: TDashboardProductRow[] = rows.map(({ total: _t, isActive, status: s, ...r }) => ({
    ...r,
    status: statusOf(s, isActive),
  }));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where);
    total = Number(c?.n ?? 0);
  }
  return { products: list, total };
}

/** The stores a staff member may sell from (with their brands), and the shop's categories and occasions. */
export async function productFormOptions({ db, staff }: { db: Db; staff: Staff }) {
  const [storeRows, brandRows, categoryRows, occasionRows] = await Promise.all([
    db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(staff.role === 'admin' ? undefined : inArray(stores.id, storesOf(staff.userId, CATALOGUE_ROLES)))
      .orderBy(asc(stores.name)),
    db
      .select({ id: brands.id, name: brands.name, storeId: brands.storeId })
      .from(brands)
      .innerJoin(stores, eq(stores.id, brands.storeId))
      .where(staff.role === 'admin' ? undefined : inArray(stores.id, storesOf(staff.userId, CATALOGUE_ROLES)))
      .orderBy(asc(brands.sortOrder), asc(brands.name)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.isActive, true),
          or(isNull(categories.kind), sql`${categories.kind} not in ('automobiles', 'donations')`),
        ),
      )
      .orderBy(asc(categories.name)),
    db.select({ id: occasions.id, name: occasions.name }).from(occasions).orderBy(asc(occasions.sortOrder)),
  ]);
  return {
    stores: storeRows.map((s) => ({
      ...s,
      brands: brandRows.filter((b) => b.storeId === s.id).map(({ id, name }) => ({ id, name })),
    })),
    categories: categoryRows,
    occasions: occasionRows,
  };
}
