import { CART_LINE_QUANTITY_MAX, type Locale } from '@upahar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carts } from '../../db/schema/cart.ts';
import * as clock from '../../lib/clock.ts';
import { executeShape } from '../../lib/prepared.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

// Whose cart a request means. A signed-in user has one cart (carts_user_key); a visitor's cart
// is found by the random token they keep (x-cart-token), of which only the SHA-256 is stored,
// like sessions. When a signed-in request still carries a visitor token, that cart is merged
// into the user's: this is how a visitor's cart is kept when they log in.

export type CartActor = {
  userId: string | null;
  guestToken: string | null;
  /** The language the cart is shown in: its products' names (English when not given). */
  locale?: Locale;
};
export type CartRow = { id: string; note: string; couponCode: string | null; token: string | null };

/** Tokens we hand out are 43 characters; anything much longer is not one of ours. */
const TOKEN_MAX = 200;
export const cleanToken = (raw: unknown): string | null =>
  typeof raw === 'string' && raw.length > 0 && raw.length <= TOKEN_MAX ? raw : null;

const cartColumns = { id: carts.id, note: carts.note, couponCode: carts.couponCode };

/**
 * Moves a visitor's lines into the user's cart in one transaction: the same product with the
 * same options adds up (capped at CART_LINE_QUANTITY_MAX), other lines move over keeping their
 * ids (so a page still showing the visitor's cart can change them after login), and the
 * visitor's cart is deleted. The guest row is locked first, so two requests racing with the same
 * token merge it once.
 */
export async function mergeGuestCart({ db, userId, token }: { db: DbOrTx; userId: string; token: string }) {
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select(cartColumns)
      .from(carts)
      .where(and(eq(carts.guestTokenHash, hashToken(token)), isNull(carts.userId)))
      .for('update');
    if (!guest) return;
    await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    const [mine] = await tx.select(cartColumns).from(carts).where(eq(carts.userId, userId)).for('update');
    await tx.execute(sql`
      update cart_items m set
        quantity = least(m.quantity + g.quantity, ${CART_LINE_QUANTITY_MAX}),
        delivery_location_id = coalesce(m.delivery_location_id, g.delivery_location_id),
        delivery_date = coalesce(m.delivery_date, g.delivery_date)
      from cart_items g
      where m.cart_id = ${mine.id} and g.cart_id = ${guest.id}
        and g.product_id = m.product_id and g.options_key = m.options_key`);
    await tx.execute(sql`
      update cart_items g set cart_id = ${mine.id}
      where g.cart_id = ${guest.id} and not exists (
        select 1 from cart_items m
        where m.cart_id = ${mine.id} and m.product_id = g.product_id and m.options_key = g.options_key)`);
    await tx
      .update(carts)
      .set({
        note: mine.note || guest.note,
        couponCode: mine.couponCode ?? guest.couponCode,
        updatedAt: clock.now(),
      })
      .where(eq(carts.id, mine.id));
    // Lines that were added up go with the visitor's cart (cart_items cascade).
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}

/**
 * The request's cart, creating nothing and changing nothing. A signed-in user's cart is theirs
 * alone; a visitor token they still carry is merged beforehand by the routes (mergeVisitorCart).
 */
export async function findCart({ db, actor }: { db: DbOrTx; actor: CartActor }): Promise<CartRow | null> {
  if (actor.userId) {
    const [row] = await db.select(cartColumns).from(carts).where(eq(carts.userId, actor.userId)).limit(1);
    return row ? { ...row, token: null } : null;
  }
  if (!actor.guestToken) return null;
  const [row] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.guestTokenHash, hashToken(actor.guestToken)), isNull(carts.userId)))
    .limit(1);
  return row ? { ...row, token: actor.guestToken } : null;
}

/**
 * The request's cart, created when missing (call inside the write's transaction, so a refused
 * add leaves no empty cart behind). A visitor without a valid token gets a fresh one.
 */
export async function openCart({ db, actor }: { db: DbOrTx; actor: CartActor }): Promise<CartRow> {
  const found = await findCart({ db, actor });
  if (found) return found;
  if (actor.userId) {
    await db.insert(carts).values({ userId: actor.userId }).onConflictDoNothing({ target: carts.userId });
    const [row] = await db.select(cartColumns).from(carts).where(eq(carts.userId, actor.userId)).limit(1);
    return { ...row, token: null };
  }
  const token = newToken();
  const [row] = await db
    .insert(carts)
    // A visitor's cart is forgotten after a while without changes, counted on the shop's clock.
    .values({ guestTokenHash: hashToken(token), createdAt: clock.now(), updatedAt: clock.now() })
    .returning(cartColumns);
  return { ...row, token };
}

/** Touches the cart of the placeholder `userId` (or visitor token `hash`) and locks its row. */
const lockStatement = (forUser: boolean) => sql`
  update ${carts} set updated_at = ${sql.placeholder('now')}::timestamptz
  where ${forUser ? sql`user_id = ${sql.placeholder('userId')}` : sql`guest_token_hash = ${sql.placeholder('hash')} and user_id is null`}
  returning id, note, coupon_code as "couponCode"`;

/**
 * The request's cart, created when missing, touched (so a prune keeps it) and locked until the
 * caller's transaction ends: one statement when the cart exists. Call inside the transaction.
 */
export async function lockCart({
  db,
  actor,
  now,
}: {
  db: DbOrTx;
  actor: CartActor;
  now: Date;
}): Promise<CartRow> {
  const { userId, guestToken } = actor;
  if (userId || guestToken) {
    const res = (await executeShape(
      db,
      'cart-lock',
      userId ? 'user' : 'visitor',
      () => lockStatement(userId !== null),
      userId
        ? { now: now.toISOString(), userId }
        : { now: now.toISOString(), hash: hashToken(guestToken as string) },
    )) as { rows: Omit<CartRow, 'token'>[] };
    const row = res.rows[0];
    if (row) return { ...row, token: userId ? null : guestToken };
  }
  const cart = await openCart({ db, actor });
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
  return cart;
}
