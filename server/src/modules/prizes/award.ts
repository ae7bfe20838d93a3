import { randomInt } from 'node:crypto';
import type { TPrizeSource } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prizeAwards, prizes } from '../../db/schema/prizes.ts';
import { AppError } from '../../lib/errors.ts';
import { products } from '../catalog/tables.ts';
import { insertCoupon } from '../coupons/index.ts';
import { coupons } from '../coupons/tables.ts';
import { postCredit } from '../credits/index.ts';
import { userCredits } from '../credits/tables.ts';

// Handing out a prize. The caller holds the transaction in which it also took the prize from its
// stock (a roulette segment, a treasure), so the stock and the award commit together or not at all.

/** No 0/O or 1/I: a code read aloud or copied from a screenshot is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `WIN-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
const DAY_MS = 86_400_000;

export type Award = {
  awardId: number;
  prizeId: number;
  title: string;
  code: string | null;
  credit: number | null;
};

const prizeGone = () => new AppError('not_found', m.errors_fun_prize_withdrawn(), 404);

/**
 * Gives `prizeId` to `userId` for `source`/`sourceKey` (unique: a second call with the same key
 * answers the first award and gives nothing more). A coupon or product prize becomes a personal
 * code usable once, for `validDays`; a credit prize goes into the wallet ledger.
 */
export async function awardPrize(
  tx: Tx,
  o: { prizeId: number; userId: string; source: TPrizeSource; sourceKey: string; reason: string; now: Date },
): Promise<Award> {
  const [existing] = await tx
    .select({
      id: prizeAwards.id,
      prizeId: prizeAwards.prizeId,
      couponId: prizeAwards.couponId,
      creditId: prizeAwards.creditId,
    })
    .from(prizeAwards)
    .where(and(eq(prizeAwards.source, o.source), eq(prizeAwards.sourceKey, o.sourceKey)));
  if (existing) return describe(tx, existing);

  const [prize] = await tx
    .select({ p: prizes, productPrice: products.sellingPricePaisa, productName: products.name })
    .from(prizes)
    .leftJoin(products, eq(products.id, prizes.productId))
    .where(eq(prizes.id, o.prizeId));
  if (!prize) throw prizeGone();
  const p = prize.p;
  let couponId: number | null = null;
  let creditId: number | null = null;
  if (p.kind === 'credit') {
    const [credit] = await postCredit(tx, {
      userId: o.userId,
      amountPaisa: p.creditPaisa ?? 0,
      reason: `Prize: ${p.title} (${o.reason})`,
      createdAt: o.now,
    });
    creditId = credit.id;
  } else {
    // A free product is a code taking the whole price of one unit off that product's lines.
    const free = p.kind === 'product';
    const coupon = await insertCoupon(tx, {
      code: newCode(),
      description: free ? `Prize: one ${prize.productName ?? 'product'} free` : `Prize: ${p.title}`,
      type: free ? 'percent' : (p.couponType ?? 'fixed'),
      value: free ? 100 : (p.couponValue ?? 0),
      maxDiscountPaisa: free ? Number(prize.productPrice ?? 0) : null,
      minSubtotalPaisa: p.minSubtotalPaisa,
      userId: o.userId,
      productId: free ? p.productId : null,
      startsAt: o.now,
      expiresAt: new Date(o.now.getTime() + p.validDays * DAY_MS),
      usageLimit: 1,
      perUserLimit: 1,
      createdAt: o.now,
    });
    couponId = coupon.id;
  }
  const [row] = await tx
    .insert(prizeAwards)
    .values({
      prizeId: p.id,
      userId: o.userId,
      source: o.source,
      sourceKey: o.sourceKey,
      reason: o.reason,
      couponId,
      creditId,
      createdAt: o.now,
    })
    .returning({
      id: prizeAwards.id,
      prizeId: prizeAwards.prizeId,
      couponId: prizeAwards.couponId,
      creditId: prizeAwards.creditId,
    });
  return describe(tx, row);
}

async function describe(
  tx: Tx,
  a: { id: number; prizeId: number; couponId: number | null; creditId: number | null },
): Promise<Award> {
  const [row] = await tx
    .select({ title: prizes.title, code: coupons.code, credit: userCredits.amountPaisa })
    .from(prizes)
    .leftJoin(coupons, eq(coupons.id, a.couponId ?? -1))
    .leftJoin(userCredits, eq(userCredits.id, a.creditId ?? -1))
    .where(eq(prizes.id, a.prizeId));
  return {
    awardId: a.id,
    prizeId: a.prizeId,
    title: row.title,
    code: row.code ?? null,
    credit: row.credit ?? null,
  };
}
