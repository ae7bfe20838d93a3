import type { TCheckoutSummary, TSummaryDrop } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { loadPricedLines, orderable, type PricedLine, subtotalOf } from '../cart/index.ts';
import { creditBalance } from '../credits/index.ts';
import { assertLinesReach, assertNotEmpty, emptyCart, loadLocation } from '../delivery/index.ts';
import { deliveryMethods } from '../delivery/tables.ts';
import { type Coupon, couponDiscount, findCoupon, findUserCart } from './coupons.ts';
import { sum } from './drops.ts';
import { computeTotals } from './totals.ts';

// POST checkout-summary: what place-order would charge now, line by line. It reads through the
// same functions as place-order (priced lines, coupon rules, computeTotals), so the summary a
// shopper agrees to is the amount they are charged.

/** The lines being checked out: the chosen ones or the whole cart; 400 when there is nothing. */
export async function checkoutLines(o: {
  db: DbOrTx;
  userId: string;
  itemIds: string[];
  now?: Date;
}): Promise<{ cart: NonNullable<Awaited<ReturnType<typeof findUserCart>>>; lines: PricedLine[] }> {
  const cart = await findUserCart({ db: o.db, userId: o.userId });
  if (!cart) throw emptyCart();
  const lines = await loadPricedLines({ db: o.db, cartId: cart.id, itemIds: o.itemIds, now: o.now });
  assertNotEmpty(lines);
  return { cart, lines };
}

/** 409 naming the first line that cannot be ordered (sold out, withdrawn, shop closed). */
export function assertOrderable(lines: readonly PricedLine[]) {
  const bad = lines.find((l) => l.problem !== null);
  if (bad) throw new AppError('not_orderable', `${bad.name}: ${bad.problem}`, 409);
}

/** The coupon noted on the cart and its discount now, or why it gives nothing (never throws for that). */
async function couponOnCart(o: {
  db: DbOrTx;
  code: string | null;
  lines: readonly PricedLine[];
  userId: string;
  now: Date;
}): Promise<{ coupon: Coupon | null; discount: number; problem: string | null }> {
  if (!o.code) return { coupon: null, discount: 0, problem: null };
  const coupon = await findCoupon({ db: o.db, code: o.code });
  if (!coupon) return { coupon: null, discount: 0, problem: m.errors_checkout_code_unknown() };
  try {
    const discount = await couponDiscount({ db: o.db, coupon, lines: o.lines, userId: o.userId, now: o.now });
    return { coupon, discount, problem: null };
  } catch (e) {
    if (e instanceof AppError) return { coupon, discount: 0, problem: e.message };
    throw e;
  }
}

async function loadMethod(db: DbOrTx, methodId: number) {
  const [method] = await db
    .select({ id: deliveryMethods.id, name: deliveryMethods.name, surcharge: deliveryMethods.surchargePaisa })
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.id, methodId), eq(deliveryMethods.isActive, true)))
    .limit(1);
  if (!method) {
    const message = m.errors_checkout_delivery_method();
    throw new AppError('bad_method', message, 400, { deliveryMethodId: [message] });
  }
  return method;
}

export async function getCheckoutSummary(o: {
  db: DbOrTx;
  userId: string;
  itemIds: string[];
  locationId?: number;
  deliveryMethodId?: number;
  /** Further recipients: each adds its area's charge and its method's surcharge. */
  drops?: readonly TSummaryDrop[];
  useCredit: boolean;
  now?: Date;
}): Promise<TCheckoutSummary> {
  const now = o.now ?? clock.now();
  const { cart, lines } = await checkoutLines(o);
  const location =
    o.locationId === undefined ? null : await loadLocation({ db: o.db, locationId: o.locationId });
  if (location) assertLinesReach(orderable(lines), location);
  const method = o.deliveryMethodId === undefined ? null : await loadMethod(o.db, o.deliveryMethodId);
  const further = await furtherDrops(o.db, lines, o.drops ?? []);
  const [coupon, balance] = await Promise.all([
    couponOnCart({ db: o.db, code: cart.couponCode, lines, userId: o.userId, now }),
    creditBalance({ db: o.db, userId: o.userId }),
  ]);
  return computeTotals({
    subtotal: subtotalOf(lines),
    deliveryCharge: (location?.charge ?? 0) + sum(further.map((d) => d.location.charge)),
    methodCharge: (method?.surcharge ?? 0) + sum(further.map((d) => d.method?.surcharge ?? 0)),
    discount: coupon.discount,
    creditBalance: balance,
    useCredit: o.useCredit,
    couponCode: cart.couponCode,
    couponProblem: coupon.problem,
    labels:
      further.length === 0
        ? { location: location?.name ?? null, method: method?.name ?? null }
        : {
            location: [
              ...new Set([location?.name, ...further.map((d) => d.location.name)].filter(Boolean)),
            ].join(', '),
            method: null,
          },
  });
}

/** The further drops' areas and methods, each checked as the first drop's are. */
async function furtherDrops(db: DbOrTx, lines: readonly PricedLine[], drops: readonly TSummaryDrop[]) {
  const out = [];
  for (const [i, d] of drops.entries()) {
    const mine = lines.filter((l) => d.cartItems.includes(l.cartItemId));
    const location = await loadLocation({
      db,
      locationId: d.locationId as number,
      field: `drops.${i}.locationId`,
    });
    assertLinesReach(orderable(mine), location);
    const method =
      d.deliveryMethodId === undefined ? null : await loadMethod(db, d.deliveryMethodId as number);
    out.push({ location, method });
  }
  return out;
}
