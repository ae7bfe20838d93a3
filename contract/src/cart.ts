import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { ZFlag, ZProductRef } from './cake.ts';
import { ZDeal } from './campaigns.ts';
import { CART_LINE_QUANTITY_MAX, CART_NOTE_MAX } from './cart-rules.ts';
import { ZProductCard } from './catalog.ts';
import { numeric, ZIsoDate, ZPageQuery, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZPriceSplit } from './price-split.ts';
import { PG_INT_MAX } from './text-rules.ts';

export * from './cart-rules.ts';

// Cart and wishlist: the cart, its items, the add request and the favourites.
// Money is integer paisa; every amount is computed by the server, never taken from a client.

const ZQuantity = numeric(
  z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(CART_LINE_QUANTITY_MAX, `Quantity can be at most ${CART_LINE_QUANTITY_MAX}`),
);

const ZLocationId = numeric(
  z
    .number({ error: 'Choose a delivery location' })
    .int('Choose a delivery location')
    .positive('Choose a delivery location')
    .max(PG_INT_MAX, 'Choose a delivery location'),
);

// One line of POST /add-to-cart. Cake fields are ignored for other products.
// A price field in the body is stripped like any unknown field.
export const ZAddToCartLine = z.object({
  productId: ZProductRef,
  quantity: ZQuantity.default(1),
  pound: numeric(
    z.number({ error: 'Pound must be a number' }).positive('Choose a positive number of pounds').max(100),
  ).optional(),
  tier: numeric(
    z.number({ error: 'Tier must be a number' }).int('Tier must be a whole number').min(1).max(10),
  ).optional(),
  height: numeric(
    z.number({ error: 'Height must be a number' }).int('Height must be whole inches').positive().max(48),
  ).optional(),
  flavorId: numeric(
    z.number({ error: 'Choose a flavour from the list' }).int().positive().max(PG_INT_MAX),
  ).optional(),
  icingType: zText().trim().max(60).optional(),
  shape: zText().trim().max(60).optional(),
  eggless: ZFlag,
  lessCream: ZFlag,
  message: zText().trim().max(40, 'Keep the message under 40 characters').optional(),
  /** A photo cake's picture, as uploadCakePhoto answered it for this size and shape. */
  photoId: z.uuid({ error: () => m.photos_not_found() }).optional(),
  deliveryLocationId: ZLocationId.optional(),
  /** YYYY-MM-DD in Kathmandu; not in the past. */
  deliveryDate: ZIsoDate.optional(),
});
export type TAddToCartLine = z.input<typeof ZAddToCartLine>;

/**
 * POST /add-to-cart: one line, and optionally extras that go with it (candles, a card, a knife)
 * in the same call. The line must go in or nothing does; an extra that cannot be added is left
 * out and named in the answer's notAdded, so the cake is never lost over a sold-out candle.
 */
export const ZAddToCartBody = ZAddToCartLine.extend({
  /** Which client made the cart call; the web app sends "web". */
  source: z.enum(['web', 'app']).default('web'),
  /** Quick checkout ("Buy now"): the ids of the lines added are returned for checkout. */
  quickCheckout: ZFlag,
  extras: z.array(ZAddToCartLine).max(10, 'Add at most 10 extras at once').default([]),
});
export type TAddToCartBody = z.input<typeof ZAddToCartBody>;

export const ZCartItemIdBody = z.object({ cartItemId: z.uuid('Choose an item of your cart') });
export const ZUpdateCartItemBody = z.object({
  cartItemId: z.uuid('Choose an item of your cart'),
  quantity: ZQuantity,
});
export type TUpdateCartItemBody = z.input<typeof ZUpdateCartItemBody>;
export const ZCartNoteBody = z.object({
  note: zText().trim().max(CART_NOTE_MAX, `Keep the note under ${CART_NOTE_MAX} characters`),
});

// A cart item: cartItemId, slug, name, image, quantity, sellingPrice, productDetails.
export const ZCartItem = z.object({
  cartItemId: z.string(),
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  type: z.enum(['cake', 'product', 'automobile', 'donation']),
  quantity: z.number().int(),
  /** Unit price the server computed for these options now (a split line: the flash price). */
  sellingPrice: z.number().int(),
  /** sellingPrice × quantity, or for a split line the sum of its two parts. */
  total: z.number().int(),
  /** The unit price before a campaign deal, when one applies (shown struck through). */
  originalPrice: z.number().int().nullable().optional(),
  /** The campaign offer or flash sale the line is priced by, with when it ends. */
  deal: ZDeal.nullable().optional(),
  /**
   * Set when a flash sale prices only some of the units (its stock or the customer's limit allows
   * no more): those at the flash price, the rest at their usual or offer price. Null otherwise.
   */
  split: ZPriceSplit.nullable().optional(),
  /** Human summary of the options, e.g. "2 lb · 2 tiers · Chocolate · Eggless". */
  optionsLabel: z.string(),
  productDetails: z.object({
    storeId: z.number().int(),
    storeName: z.string(),
    pound: z.number().nullable(),
    tier: z.number().int().nullable(),
    height: z.number().int().nullable(),
    flavorId: z.number().int().nullable(),
    icingType: z.string().nullable(),
    shape: z.string().nullable(),
    eggless: z.boolean(),
    lessCream: z.boolean(),
    message: z.string(),
    /** The picture printed on a photo cake (cut to its shape), else null. */
    photo: z.string().nullable().optional(),
    prepHours: z.number().int(),
    isSameDay: z.boolean(),
  }),
  deliveryLocationId: z.number().int().nullable(),
  deliveryDate: z.string().nullable(),
  /** Why the line cannot be ordered now (inactive product, out of stock), else null. */
  problem: z.string().nullable(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

// A free gift the cart unlocks at a subtotal.
export const ZCartGift = z.object({
  id: z.number().int(),
  productId: z.string(),
  title: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  minSubtotal: z.number().int(),
  unlocked: z.boolean(),
  /** Paisa still to add to unlock it (0 when unlocked). */
  missing: z.number().int(),
});
export type TCartGift = z.infer<typeof ZCartGift>;

export const ZUnpaidOrder = z.object({
  orderId: z.string(),
  number: z.string(),
  total: z.number().int(),
  paymentMethod: z.string(),
  placedAt: z.string(),
});
export type TUnpaidOrder = z.infer<typeof ZUnpaidOrder>;

// GET cart: cartItems, note, unpaidOrders, gifts, cartId.
export const ZCart = z.object({
  /** The visitor's cart token (send back in x-cart-token) or, for a signed-in user, the cart id. */
  cartId: z.string().nullable(),
  guest: z.boolean(),
  cartItems: z.array(ZCartItem),
  note: z.string(),
  gifts: z.array(ZCartGift),
  unpaidOrders: z.array(ZUnpaidOrder),
  couponCode: z.string().nullable(),
  /** Sum of the lines' totals. */
  subtotal: z.number().int(),
  /** Sum of quantities, the badge on the header's cart icon. */
  count: z.number().int(),
  /** Set by quickCheckout adds: the line to check out. */
  addedItemId: z.string().nullable(),
  /** Set by quickCheckout adds: the line and the extras that went in with it, in that order. */
  addedItemIds: z.array(z.string()),
  /** Extras of this add that could not go in, each with the reason. */
  notAdded: z.array(z.object({ productId: z.string(), message: z.string() })),
});
export type TCart = z.infer<typeof ZCart>;
export const ZCartResponse = success(ZCart);

// Wishlist: /wishes/add, /wishes/delete, favourites add/remove with {id, type}.
export const ZWishType = z.enum(['product', 'automobile']);
export const ZWishBody = z.object({ id: ZProductRef, type: ZWishType.default('product') });
export type TWishBody = z.input<typeof ZWishBody>;
export const ZWishResponse = success(z.object({ id: z.string(), type: ZWishType, wished: z.boolean() }));

// GET wish-and-cart: cart.product, wishlist.product, wishlist.automobile.
export const ZWishAndCart = z.object({
  cart: z.object({ product: z.array(z.string()), count: z.number().int() }),
  wishlist: z.object({ product: z.array(ZProductCard), automobile: z.array(ZProductCard) }),
});
export type TWishAndCart = z.infer<typeof ZWishAndCart>;
export const ZWishAndCartResponse = success(ZWishAndCart);

// GET /wishes?page: the wishlist page (/profile/wishlist), newest first, 24 per page, with
// meta.pagination.
export const ZWishesQuery = ZPageQuery;
export const ZWishesResponse = success(z.object({ products: z.array(ZProductCard) }));
export type TWishes = z.infer<typeof ZWishesResponse>['data'];
