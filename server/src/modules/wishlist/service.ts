import {
  type Locale,
  type TProductCard,
  type TWishAndCart,
  WISHES_PER_PAGE,
  WISHLIST_MAX,
  type ZWishType,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { productRef } from '../cake/index.ts';
import { cartItems, carts } from '../cart/tables.ts';
import { cardColumns, cardsIn, onSale, toCard } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';

// Wishlist (/wishes/add, /wishes/delete, favourites with {id, type}).
// The web changes the heart only after the server says yes, so every answer states the result.

type Owner = { db: DbOrTx; userId: string };
export type WishType = z.infer<typeof ZWishType>;
type WishResult = { id: string; type: WishType; wished: boolean };

/** The type may be automobile; it must match the product, and other products are "product". */
function assertType(productType: string, type: WishType) {
  if (type === 'automobile' && productType !== 'automobile') {
    throw new AppError('bad_type', m.errors_catalog_not_automobile(), 400, { type: ['Use type product'] });
  }
  if (type === 'product' && productType === 'automobile') {
    throw new AppError('bad_type', m.errors_catalog_automobile_type(), 400, {
      type: ['Use type automobile'],
    });
  }
}

async function findWishProduct(db: DbOrTx, ref: string, activeOnly: boolean) {
  const [row] = await db
    .select({ id: products.id, type: products.type, isActive: products.isActive })
    .from(products)
    .where(productRef(ref))
    .limit(1);
  if (!row || (activeOnly && !row.isActive))
    throw new AppError('not_found', m.errors_catalog_this_product_not_found(), 404);
  return row;
}

/** Idempotent: wishing twice is fine. The size check and the insert are one statement. */
export async function addWish({ db, userId, ref, type }: Owner & { ref: string; type: WishType }) {
  const product = await findWishProduct(db, ref, true);
  assertType(product.type, type);
  const inserted = await db.execute(sql`
    insert into wishlist_items (user_id, product_id, type)
    select ${userId}, ${product.id}, ${type}
    where (select count(*) from wishlist_items where user_id = ${userId}) < ${WISHLIST_MAX}
    on conflict (user_id, product_id) do nothing
    returning product_id`);
  if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) {
    const [already] = await db
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
    if (!already) {
      throw new AppError('wishlist_full', m.errors_more_wishlist_full({ max: digits(WISHLIST_MAX) }), 409);
    }
  }
  return { id: product.id, type, wished: true } satisfies WishResult;
}

export async function deleteWish({ db, userId, ref, type }: Owner & { ref: string; type: WishType }) {
  // A product taken off sale can still be taken off a wishlist.
  const product = await findWishProduct(db, ref, false);
  assertType(product.type, type);
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
  return { id: product.id, type, wished: false } satisfies WishResult;
}

/** Cards of the user's wished products that are on sale, newest wish first: one query. */
function wishedCards(db: DbOrTx, userId: string, limit: number, offset = 0) {
  return db
    .select(cardColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(wishlistItems.userId, userId), onSale))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .limit(limit)
    .offset(offset);
}

/** GET /wishes?page (the /profile/wishlist page). */
export async function listWishes({
  db,
  userId,
  page,
  locale = 'en',
}: Owner & { page: number; locale?: Locale }): Promise<{ products: TProductCard[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    wishedCards(db, userId, WISHES_PER_PAGE, (page - 1) * WISHES_PER_PAGE),
    db
      .select({ total: count() })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), onSale)),
  ]);
  return {
    products: await cardsIn(db, locale, await priceCards(db, rows.map(toCard))),
    total: Number(total),
  };
}

/** GET wish-and-cart: cart.product ids and the wishlist split into products and automobiles. */
export async function wishAndCart({
  db,
  userId,
  locale = 'en',
}: Owner & { locale?: Locale }): Promise<TWishAndCart> {
  const [cards, cartRows] = await Promise.all([
    wishedCards(db, userId, WISHLIST_MAX),
    db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId)),
  ]);
  const wished = await cardsIn(db, locale, await priceCards(db, cards.map(toCard)));
  return {
    cart: {
      product: [...new Set(cartRows.map((r) => r.productId))],
      count: cartRows.reduce((n, r) => n + r.quantity, 0),
    },
    wishlist: {
      product: wished.filter((c) => c.type !== 'automobile'),
      automobile: wished.filter((c) => c.type === 'automobile'),
    },
  };
}
