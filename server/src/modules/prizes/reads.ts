import type { TPrizeAward, TPrizeSource } from '@upahar/contract';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prizeAwards, prizes } from '../../db/schema/prizes.ts';
import { users } from '../auth/tables.ts';
import { products } from '../catalog/tables.ts';
import { coupons } from '../coupons/tables.ts';
import { userCredits } from '../credits/tables.ts';

// Reading awards: the winner's own list on their profile, and every award for the admins.

const columns = {
  id: prizeAwards.id,
  title: prizes.title,
  kind: prizes.kind,
  source: prizeAwards.source,
  reason: prizeAwards.reason,
  wonAt: prizeAwards.createdAt,
  code: coupons.code,
  couponId: coupons.id,
  usedCount: coupons.usedCount,
  expiresAt: coupons.expiresAt,
  credit: userCredits.amountPaisa,
  productName: products.name,
  productSlug: products.slug,
  winnerName: users.name,
  winnerEmail: users.email,
};

async function load(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select(columns)
    .from(prizeAwards)
    .innerJoin(prizes, eq(prizes.id, prizeAwards.prizeId))
    .innerJoin(users, eq(users.id, prizeAwards.userId))
    .leftJoin(coupons, eq(coupons.id, prizeAwards.couponId))
    .leftJoin(userCredits, eq(userCredits.id, prizeAwards.creditId))
    .leftJoin(products, eq(products.id, prizes.productId))
    .where(where)
    .orderBy(desc(prizeAwards.createdAt), desc(prizeAwards.id))
    .limit(page.limit)
    .offset(page.offset);
}

type Row = Awaited<ReturnType<typeof load>>[number];

function toAward(r: Row, now: Date): TPrizeAward {
  const codeState =
    r.code === null
      ? null
      : (r.usedCount ?? 0) > 0
        ? 'used'
        : r.expiresAt && r.expiresAt <= now
          ? 'expired'
          : 'usable';
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    source: r.source,
    reason: r.reason,
    wonAt: r.wonAt.toISOString(),
    code: r.code,
    codeState,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    credit: r.credit,
    product: r.productName && r.productSlug ? { name: r.productName, slug: r.productSlug } : null,
  };
}

/** The shopper's prizes, newest first (the last hundred: a page nobody scrolls further). */
export async function listMyPrizes(o: { db: DbOrTx; userId: string; now: Date }) {
  const rows = await load(o.db, eq(prizeAwards.userId, o.userId), { limit: 100, offset: 0 });
  return rows.map((r) => toAward(r, o.now));
}

/** A page of every award, newest first, optionally from one source. */
export async function listAwards(o: {
  db: DbOrTx;
  source?: TPrizeSource;
  page: number;
  perPage: number;
  now: Date;
}) {
  const where = o.source ? eq(prizeAwards.source, o.source) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    load(o.db, where, { limit: o.perPage, offset: (o.page - 1) * o.perPage }),
    o.db.select({ n: count() }).from(prizeAwards).where(where),
  ]);
  return {
    awards: rows.map((r) => ({ ...toAward(r, o.now), winner: { name: r.winnerName, email: r.winnerEmail } })),
    total: Number(n),
  };
}
