import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';

// The cart changes checkout makes: the coupon noted on the cart, and the lines an order bought
// leaving it. Each is one statement inside the caller's transaction.

/** Notes a coupon code on the cart (by its id, or the user's cart), or takes it off with null. */
export async function setCartCoupon(
  tx: DbOrTx,
  cart: { cartId: string } | { userId: string },
  couponCode: string | null,
  at: Date,
) {
  await tx
    .update(carts)
    .set({ couponCode, updatedAt: at })
    .where('cartId' in cart ? eq(carts.id, cart.cartId) : eq(carts.userId, cart.userId));
}

/** Takes the lines an order bought out of the cart. */
export async function removeCartLines(tx: DbOrTx, cartId: string, itemIds: string[]) {
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, itemIds)));
}
