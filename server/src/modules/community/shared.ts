import { productKind, type TCommunityType, type TProductKind } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { onSale } from '../catalog/index.ts';
import { categories, products, stores } from '../catalog/tables.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never match; checking first keeps PostgreSQL's uuid cast from failing (a 500). */
export const isUuid = (s: string) => UUID_RE.test(s);

export type ProductRef = { id: string; ownerUserId: string | null; kind: TProductKind };

/**
 * The active product a community text is about, by id or slug, with its store's owner; one
 * query. `lock` takes a row lock so rating totals are recomputed one writer at a time.
 */
export async function findProduct(opts: {
  db: DbOrTx;
  type: TCommunityType;
  ref: string;
  lock?: boolean;
}): Promise<ProductRef> {
  const where = isUuid(opts.ref) ? eq(products.id, opts.ref) : eq(products.slug, opts.ref);
  const q = opts.db
    .select({
      id: products.id,
      ownerUserId: stores.ownerUserId,
      type: products.type,
      categoryKind: categories.kind,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(where, onSale))
    .limit(1);
  const rows = await (opts.lock ? q.for('update', { of: products }) : q);
  const row = rows[0];
  if (!row) throw notFound(m.errors_not_found_product);
  return { id: row.id, ownerUserId: row.ownerUserId, kind: productKind(row.type, row.categoryKind) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
