import { CART_LINE_QUANTITY_MAX, CART_LINES_MAX, type TCart, type ZAddToCartBody } from '@upahar/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, carts, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { loadOptionTables } from '../cake/lookup.ts';
import { loadLocation } from '../delivery/places.ts';
import { assertDeliveryDate } from '../delivery/service.ts';
import { type CartActor, findCart, openCart } from './access.ts';
import { AUTOMOBILE_NOT_SOLD, ITEM_GONE, NOT_AVAILABLE, SHOP_CLOSED, stockProblem } from './lines.ts';
import { canonicalOptions, findProductForCart, type LineChoice, optionsKey } from './options.ts';
import { viewCart } from './view.ts';

// Cart writes (add-to-cart, remove-from-cart, the note). Every write goes through one
// transaction, and every line is looked up inside the caller's own cart, so another cart's item
// id is "not in your cart" (404).

type Db = { db: DbOrTx };
type Acting = Db & { actor: CartActor };
export type AddToCartInput = z.output<typeof ZAddToCartBody>;

export const LINE_MAX_MESSAGE = `You can have at most ${CART_LINE_QUANTITY_MAX} of one item in your cart`;
export const CART_FULL_MESSAGE = `Your cart holds at most ${CART_LINES_MAX} different items`;

const gone = () => new AppError('not_found', ITEM_GONE, 404);

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
  const { options } = canonicalOptions(product, tables, choice);
  return { product, options, key: optionsKey(options) };
}

/** An active location, else 400 under the request's field name. */
const assertLocation = (db: DbOrTx, locationId: number) =>
  loadLocation({ db, locationId, field: 'deliveryLocationId' });

/**
 * POST /add-to-cart. Checks come first (product, options, location, date), then one transaction
 * opens the cart and adds the quantity with a single conditional upsert, so two quick clicks can
 * never pass the per-line maximum; stock is checked on the resulting quantity.
 */
export async function addToCart({
  db,
  actor,
  input,
  now = new Date(),
}: Acting & { input: AddToCartInput; now?: Date }): Promise<TCart> {
  const product = await findProductForCart({ db, ref: input.productId });
  if (product.type === 'automobile') throw new AppError('not_for_sale', AUTOMOBILE_NOT_SOLD, 400);
  if (!product.isActive) throw new AppError('not_available', NOT_AVAILABLE, 409);
  if (!product.storeActive) throw new AppError('not_available', SHOP_CLOSED, 409);
  const tables = product.type === 'cake' ? await loadOptionTables({ db }) : null;
  // A combination that cannot be made is a 400 with the pricing's own message.
  const { options } = canonicalOptions(product, tables, input);
  const key = optionsKey(options);
  const early = stockProblem(product.stock, input.quantity);
  if (early) throw new AppError('out_of_stock', early, 409);
  if (input.deliveryLocationId !== undefined) await assertLocation(db, input.deliveryLocationId);
  if (input.deliveryDate !== undefined) assertDeliveryDate(now, input.deliveryDate);

  // A user still carrying a visitor token has it merged before anything is added.
  if (actor.userId && actor.guestToken) await findCart({ db, actor });
  const { cart, itemId } = await db.transaction(async (tx) => {
    const cart = await openCart({ db: tx, actor });
    // The cart row first, then its lines, the order the login merge takes them in (no deadlock);
    // the lock also makes parallel adds count one after the other, and keeps a prune away.
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
    const [line] = await tx
      .insert(cartItems)
      .values({
        cartId: cart.id,
        productId: product.id,
        quantity: input.quantity,
        options,
        optionsKey: key,
        deliveryLocationId: input.deliveryLocationId ?? null,
        deliveryDate: input.deliveryDate ?? null,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.optionsKey],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          deliveryLocationId: sql`coalesce(excluded.delivery_location_id, ${cartItems.deliveryLocationId})`,
          deliveryDate: sql`coalesce(excluded.delivery_date, ${cartItems.deliveryDate})`,
        },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_LINE_QUANTITY_MAX}`,
      })
      // xmax = 0 only on a freshly inserted row: a new line, not more of one already there.
      .returning({ id: cartItems.id, quantity: cartItems.quantity, isNew: sql<boolean>`(xmax = 0)` });
    if (!line) throw new AppError('too_many', LINE_MAX_MESSAGE, 400, { quantity: [LINE_MAX_MESSAGE] });
    const short = stockProblem(product.stock, line.quantity);
    if (short) throw new AppError('out_of_stock', short, 409);
    if (line.isNew) {
      const [{ lines }] = await tx
        .select({ lines: count() })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id));
      if (lines > CART_LINES_MAX) throw new AppError('cart_full', CART_FULL_MESSAGE, 409);
    }
    return { cart, itemId: line.id };
  });
  return viewCart({ db, cart, actor, addedItemId: input.quickCheckout ? itemId : null });
}

/** A visitor's cart is kept GUEST_CART_KEEP_DAYS after its last change (cart/prune.ts). */
const touch = (db: DbOrTx, cartId: string) =>
  db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));

/** The caller's cart or 404: item writes need an existing cart. */
async function cartOrGone(db: DbOrTx, actor: CartActor) {
  const cart = await findCart({ db, actor });
  if (!cart) throw gone();
  return cart;
}

export async function removeFromCart({ db, actor, cartItemId }: Acting & { cartItemId: string }) {
  const cart = await cartOrGone(db, actor);
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)))
    .returning({ id: cartItems.id });
  if (!row) throw gone();
  await touch(db, cart.id);
  return viewCart({ db, cart, actor });
}

/** Sets a line's quantity; refused (409) when a ready-made product has fewer in stock. */
export async function updateCartItem({
  db,
  actor,
  cartItemId,
  quantity,
}: Acting & { cartItemId: string; quantity: number }) {
  const cart = await cartOrGone(db, actor);
  const [line] = await db
    .select({ stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)))
    .limit(1);
  if (!line) throw gone();
  const short = stockProblem(line.stock, quantity);
  if (short) throw new AppError('out_of_stock', short, 409, { quantity: [short] });
  const [row] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)))
    .returning({ id: cartItems.id });
  // Removed by another tab between the two statements.
  if (!row) throw gone();
  await touch(db, cart.id);
  return viewCart({ db, cart, actor });
}

/** The cart note: a visitor without a cart gets one, so the note is not lost. */
export async function setCartNote({ db, actor, note }: Acting & { note: string }) {
  if (actor.userId && actor.guestToken) await findCart({ db, actor });
  const cart = await db.transaction(async (tx) => {
    const cart = await openCart({ db: tx, actor });
    await tx.update(carts).set({ note, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
    return { ...cart, note };
  });
  return viewCart({ db, cart, actor });
}
