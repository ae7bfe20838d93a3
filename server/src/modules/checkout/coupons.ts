import { formatPrice, type TCouponResult } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { loadPricedLines, orderable, type PricedLine, setCartCoupon, subtotalOf } from '../cart/index.ts';
import { carts } from '../cart/tables.ts';
import { categories } from '../catalog/tables.ts';
import { couponRedemptions, coupons } from '../coupons/tables.ts';
import { assertNotEmpty, emptyCart } from '../delivery/index.ts';

// Coupons: a percent or fixed discount, maybe only for one store's or one
// category's items, with a minimum subtotal, a validity window, a total and a per-user limit.
// Applying one only checks it and notes the code on the cart; place-order checks it again and
// counts the use with a conditional update, so simultaneous checkouts cannot exceed the limits.

export type Coupon = typeof coupons.$inferSelect;

const refuse = (message: string, status = 400) =>
  new AppError('coupon_refused', message, status, { code: [message] });

/**
 * The store that pays for what `coupon` takes off, or null when the shop does. A coupon made for
 * one store is that store's own (its sellers make and run it in the dashboard, and an admin who
 * picks a store makes it on the store's behalf); shop-wide codes and personal prize codes are the
 * shop's gifts.
 */
export const couponFunder = (coupon: Pick<Coupon, 'storeId' | 'userId'>): number | null =>
  coupon.userId === null ? coupon.storeId : null;

/** Codes are stored upper-case; the contract upper-cases the input. */
export async function findCoupon({ db, code }: { db: DbOrTx; code: string }): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  return row ?? null;
}

/** The coupon's category and its children (the shop's categories are two levels deep). */
async function categoryIds(db: DbOrTx, categoryId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The discount `coupon` gives `lines` of `userId` now, or an AppError saying why it gives none.
 * At most three queries (per-user uses, the category tree when the coupon names one).
 */
export async function couponDiscount(o: CouponCheck): Promise<number> {
  return (await couponDiscountByStore(o)).discount;
}

type CouponCheck = {
  db: DbOrTx;
  coupon: Coupon;
  lines: readonly PricedLine[];
  userId: string;
  now: Date;
};

/**
 * couponDiscount, and what the coupon applied to per store: an order's parts share the discount
 * in proportion to it, so a store's coupon lowers only that store's part.
 */
export async function couponDiscountByStore(
  o: CouponCheck,
): Promise<{ discount: number; applicableByStore: Map<number, number> }> {
  const { coupon, now } = o;
  // Someone else's prize code is, to this shopper, a code that does not exist.
  if (coupon.userId !== null && coupon.userId !== o.userId) throw refuse(m.errors_checkout_code_unknown());
  if (!coupon.isActive || (coupon.startsAt && coupon.startsAt > now))
    throw refuse(m.errors_checkout_code_not_active());
  if (coupon.expiresAt && coupon.expiresAt <= now) throw refuse(m.errors_checkout_code_expired());
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    throw refuse(m.errors_checkout_code_used_up(), 409);
  const [{ n }] = await o.db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, o.userId)));
  if (Number(n) >= coupon.perUserLimit) throw refuse(m.errors_checkout_code_already_used(), 409);

  const ok = orderable(o.lines);
  const cats = coupon.categoryId === null ? null : await categoryIds(o.db, coupon.categoryId);
  const applicable = ok.filter(
    (l) =>
      (coupon.storeId === null || l.storeId === coupon.storeId) &&
      (cats === null || cats.has(l.categoryId)) &&
      (coupon.productId === null || l.productId === coupon.productId),
  );
  if (applicable.length === 0) throw refuse(m.errors_checkout_code_not_applicable());
  // A store's coupon asks for its minimum in that store's items: the store gives the discount.
  const subtotal = subtotalOf(coupon.storeId === null ? ok : ok.filter((l) => l.storeId === coupon.storeId));
  if (subtotal < coupon.minSubtotalPaisa) {
    const missing = coupon.minSubtotalPaisa - subtotal;
    throw refuse(
      m.errors_checkout_code_minimum({
        missing: formatPrice(missing),
        minimum: formatPrice(coupon.minSubtotalPaisa),
      }),
    );
  }
  const applicableByStore = new Map<number, number>();
  for (const l of applicable)
    applicableByStore.set(l.storeId, (applicableByStore.get(l.storeId) ?? 0) + l.total);
  const base = applicable.reduce((sum, l) => sum + l.total, 0);
  if (coupon.type === 'fixed') return { discount: Math.min(coupon.value, base), applicableByStore };
  // Percent: rounded down to the paisa, never above the cap.
  const percent = Math.floor((base * coupon.value) / 100);
  const discount = coupon.maxDiscountPaisa === null ? percent : Math.min(percent, coupon.maxDiscountPaisa);
  return { discount, applicableByStore };
}

/** The user's cart row (id and the code noted on it), or null. */
export async function findUserCart({ db, userId }: { db: DbOrTx; userId: string }) {
  const [row] = await db
    .select({ id: carts.id, couponCode: carts.couponCode, note: carts.note })
    .from(carts)
    .where(eq(carts.userId, userId))
    .limit(1);
  return row ?? null;
}

/** POST /apply-coupon: checks the code against the cart (or its chosen lines) and notes it on the cart. */
export async function applyCoupon(o: {
  db: DbOrTx;
  userId: string;
  code: string;
  itemIds: string[];
  now?: Date;
}): Promise<TCouponResult> {
  const cart = await findUserCart({ db: o.db, userId: o.userId });
  if (!cart) throw emptyCart();
  const lines = await loadPricedLines({ db: o.db, cartId: cart.id, itemIds: o.itemIds });
  assertNotEmpty(lines);
  const coupon = await findCoupon({ db: o.db, code: o.code });
  if (!coupon) throw refuse(m.errors_checkout_code_unknown());
  const at = o.now ?? clock.now();
  const discount = await couponDiscount({ db: o.db, coupon, lines, userId: o.userId, now: at });
  await setCartCoupon(o.db, { cartId: cart.id }, coupon.code, at);
  return { code: coupon.code, description: coupon.description, discount };
}

/** POST /remove-coupon: takes the code off the user's cart (fine when there was none). */
export async function removeCoupon({ db, userId }: { db: DbOrTx; userId: string }) {
  await setCartCoupon(db, { userId }, null, clock.now());
}
