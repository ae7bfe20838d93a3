import { and, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carts } from '../../db/schema/cart.ts';
import * as clock from '../../lib/clock.ts';

/** A visitor's cart nobody has touched for this long is forgotten (its token stops working). */
export const GUEST_CART_KEEP_DAYS = 30;

/** Deletes visitors' carts idle for GUEST_CART_KEEP_DAYS (their lines cascade); answers how many. */
export async function pruneGuestCarts({ db, now = clock.now() }: { db: DbOrTx; now?: Date }) {
  const before = new Date(now.getTime() - GUEST_CART_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return gone.length;
}
