import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { AppError } from '../../lib/errors.ts';

// A coupon's uses: counted with one conditional update inside the order's transaction, so of
// simultaneous orders for its last use exactly one gets it, and given back when the order is
// cancelled.

/** Counts one use of a coupon; refused when the last use went to someone else a moment ago. */
export async function spendCoupon(tx: Tx, o: { couponId: number; userId: string; orderId: string }) {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, o.couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (rows.length === 0) {
    const message = m.errors_checkout_code_used_up();
    throw new AppError('coupon_refused', message, 409, { code: [message] });
  }
  await tx.insert(couponRedemptions).values(o);
}

/** Gives back the use an order made of its coupon, if it made one. */
export async function giveBackCoupon(tx: Tx, o: { couponId: number; orderId: string }) {
  const removed = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, o.orderId))
    .returning({ id: couponRedemptions.id });
  if (removed.length > 0) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, o.couponId));
  }
}

/** A new coupon (a prize's personal code); answers its id. */
export async function insertCoupon(tx: Tx, values: typeof coupons.$inferInsert) {
  const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  return row;
}
