import { asc, eq, sql } from 'drizzle-orm';
import type { LineChoice } from '../../modules/cart/index.ts';
import { lineOptionsFor } from '../../modules/cart/index.ts';
import type { DbOrTx } from '../client.ts';
import {
  cartItems,
  carts,
  deliveryLocations,
  giftOffers,
  products,
  shippingAddresses,
} from '../schema/index.ts';
import { createDeliveryLocation } from './delivery.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/**
 * A line in the user's cart (the cart is created when missing). Options are canonicalised
 * exactly as add-to-cart does, so a later add of the same configuration lands on this line.
 */
export async function addCartLine(
  db: DbOrTx,
  input: {
    userId: string;
    productId: string;
    quantity?: number;
    options?: LineChoice;
    deliveryLocationId?: number | null;
    deliveryDate?: string | null;
  },
) {
  const { options, key } = await lineOptionsFor({
    db,
    productId: input.productId,
    choice: input.options ?? {},
  });
  await db.insert(carts).values({ userId: input.userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, input.userId));
  const quantity = input.quantity ?? 1;
  const [line] = await db
    .insert(cartItems)
    .values({
      cartId: cart.id,
      productId: input.productId,
      quantity,
      options,
      optionsKey: key,
      deliveryLocationId: input.deliveryLocationId ?? null,
      deliveryDate: input.deliveryDate ?? null,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.optionsKey],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ id: cartItems.id });
  return { cartId: cart.id, cartItemId: line.id };
}

/** The first active delivery location, or a new one (a test database starts empty). */
async function someLocationId(db: DbOrTx): Promise<number> {
  const [loc] = await db
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.sortOrder), asc(deliveryLocations.id))
    .limit(1);
  return loc?.id ?? (await createDeliveryLocation(db)).id;
}

export async function createAddress(
  db: DbOrTx,
  input: { userId: string; deliveryLocationId?: number } & Insert<typeof shippingAddresses>,
) {
  const deliveryLocationId = input.deliveryLocationId ?? (await someLocationId(db));
  const [row] = await db
    .insert(shippingAddresses)
    .values({
      alias: 'Home',
      receiverName: 'Sita Shrestha',
      phoneNumber: '9841234567',
      landmark: 'Near the Ganesh temple',
      ...input,
      deliveryLocationId,
    })
    .returning();
  return row;
}

/** A free gift the cart unlocks at `minSubtotalPaisa`; the title defaults to the product's name. */
export async function createGiftOffer(
  db: DbOrTx,
  input: { productId: string; minSubtotalPaisa: number } & Insert<typeof giftOffers>,
) {
  let title = input.title;
  if (title === undefined) {
    const [p] = await db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, input.productId));
    title = `Free ${p?.name ?? 'gift'}`;
  }
  const [row] = await db
    .insert(giftOffers)
    .values({ ...input, title })
    .returning();
  return row;
}
