import type { TCart } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { loadOptionTables } from '../cake/index.ts';
import { products } from '../catalog/tables.ts';
import { type CartActor, findCart, openCart } from './access.ts';
import { stockProblem } from './lines.ts';
import { findProductForCart, type LineChoice, lineOptions } from './options.ts';
import { viewCart } from './reads.ts';

// Reading the cart and changing its lines and note (adding is in add-to-cart.ts). Every write is
// one transaction, and every line is looked up inside the caller's own cart, so another cart's
// item id is "not in your cart" (404).

type Db = { db: DbOrTx };
type Acting = Db & { actor: CartActor };

const gone = () => new AppError('not_found', m.errors_cart_item_gone(), 404);

export async function getCart({ db, actor }: Acting): Promise<TCart> {
  return viewCart({ db, cart: await findCart({ db, actor }), actor });
}

/** The canonical options and key of a line for `productId`, exactly as add-to-cart stores them. */
export async function lineOptionsFor({
  db,
  productId,
  choice,
}: Db & { productId: string; choice: LineChoice }) {
  const product = await findProductForCart({ db, ref: productId });
  const tables = product.type === 'cake' ? await loadOptionTables({ db }) : null;
  return { product, ...lineOptions(product, tables, choice) };
}

/** The caller's cart or 404: item writes need an existing cart. */
async function cartOrGone(db: DbOrTx, actor: CartActor) {
  const cart = await findCart({ db, actor });
  if (!cart) throw gone();
  return cart;
}

/**
 * A change to one line of the caller's cart, in one transaction that takes the cart row first
 * and then the line (the order add-to-cart and the login merge take them in, so no deadlock).
 * Touching the cart also keeps a visitor's cart from being pruned.
 */
async function changeLine(
  db: DbOrTx,
  actor: CartActor,
  change: (tx: DbOrTx, cartId: string) => Promise<void>,
) {
  const cart = await cartOrGone(db, actor);
  await db.transaction(async (tx) => {
    await tx.update(carts).set({ updatedAt: clock.now() }).where(eq(carts.id, cart.id));
    await change(tx, cart.id);
  });
  return viewCart({ db, cart, actor });
}

export function removeFromCart({ db, actor, cartItemId }: Acting & { cartItemId: string }) {
  return changeLine(db, actor, async (tx, cartId) => {
    const [row] = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (!row) throw gone();
  });
}

/** Sets a line's quantity; refused (409) when a ready-made product has fewer in stock. */
export function updateCartItem({
  db,
  actor,
  cartItemId,
  quantity,
}: Acting & { cartItemId: string; quantity: number }) {
  return changeLine(db, actor, async (tx, cartId) => {
    const [line] = await tx
      .select({ stock: products.stock })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)))
      .for('update', { of: cartItems })
      .limit(1);
    if (!line) throw gone();
    const short = stockProblem(line.stock, quantity);
    if (short) throw new AppError('out_of_stock', short, 409, { quantity: [short] });
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)));
  });
}

/** The cart note: a visitor without a cart gets one, so the note is not lost. */
export async function setCartNote({ db, actor, note }: Acting & { note: string }) {
  const cart = await db.transaction(async (tx) => {
    const cart = await openCart({ db: tx, actor });
    await tx.update(carts).set({ note, updatedAt: clock.now() }).where(eq(carts.id, cart.id));
    return { ...cart, note };
  });
  return viewCart({ db, cart, actor });
}
