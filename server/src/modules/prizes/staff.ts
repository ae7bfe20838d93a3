import type { TPrize, ZPrizeBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { prizeAwards, prizes } from '../../db/schema/prizes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { products } from '../catalog/tables.ts';

// The admins' prizes: define what the games and contests may hand out. A prize already won is
// never deleted (its awards point at it); retiring it stops new awards only where callers check.

type Body = z.output<typeof ZPrizeBody>;

async function load(db: DbOrTx, id?: number): Promise<TPrize[]> {
  const awarded = db
    .select({ prizeId: prizeAwards.prizeId, n: count().as('n') })
    .from(prizeAwards)
    .groupBy(prizeAwards.prizeId)
    .as('awarded');
  const rows = await db
    .select({
      p: getTableColumns(prizes),
      productName: products.name,
      productSlug: products.slug,
      n: awarded.n,
    })
    .from(prizes)
    .leftJoin(products, eq(products.id, prizes.productId))
    .leftJoin(awarded, eq(awarded.prizeId, prizes.id))
    .where(id === undefined ? undefined : eq(prizes.id, id))
    .orderBy(desc(prizes.isActive), desc(prizes.createdAt), desc(prizes.id));
  return rows.map(({ p, productName, productSlug, n }) => ({
    id: p.id,
    title: p.title,
    kind: p.kind,
    couponType: p.couponType,
    couponValue: p.couponValue,
    minSubtotal: p.minSubtotalPaisa,
    credit: p.creditPaisa,
    product:
      p.productId && productName && productSlug
        ? { id: p.productId, name: productName, slug: productSlug }
        : null,
    validDays: p.validDays,
    isActive: p.isActive,
    awarded: Number(n ?? 0),
  }));
}

export const listPrizes = (db: DbOrTx) => load(db);

async function columnsOf(db: DbOrTx, b: Body) {
  if (b.kind === 'product' && b.productId) {
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, b.productId));
    if (!p)
      throw new AppError('not_found', m.errors_sellers_product_missing(), 404, {
        productId: ['Choose a product'],
      });
  }
  return {
    title: b.title,
    kind: b.kind,
    couponType: b.kind === 'coupon' ? b.couponType : null,
    couponValue: b.kind === 'coupon' ? b.couponValue : null,
    minSubtotalPaisa: b.minSubtotal,
    creditPaisa: b.kind === 'credit' ? b.credit : null,
    productId: b.kind === 'product' ? b.productId : null,
    validDays: b.validDays,
    isActive: b.isActive,
  };
}

export async function createPrize(o: { db: DbOrTx; body: Body }) {
  const values = await columnsOf(o.db, o.body);
  const [row] = await o.db.insert(prizes).values(values).returning({ id: prizes.id });
  await recordChange(o.db, { entity: 'prize', entityId: row.id, before: null, after: values });
  const [prize] = await load(o.db, row.id);
  return prize;
}

export async function updatePrize(o: { db: DbOrTx; id: number; body: Body }) {
  const [before] = await o.db.select().from(prizes).where(eq(prizes.id, o.id));
  if (!before) throw notFound(m.errors_not_found_prize);
  const values = await columnsOf(o.db, o.body);
  await o.db.update(prizes).set(values).where(eq(prizes.id, o.id));
  await recordChange(o.db, { entity: 'prize', entityId: o.id, before, after: values });
  const [prize] = await load(o.db, o.id);
  return prize;
}
