import {
  type Locale,
  ONLINE_PAYMENT_METHODS,
  type TCart,
  type TCartGift,
  type TCartItem,
  type TUnpaidOrder,
} from '@upahar/contract';
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeShape } from '../../lib/prepared.ts';
import { inLanguage, onSale } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { giftOffers } from '../checkout/tables.ts';
import { publicDeal } from '../deals/index.ts';
import { orders } from '../orders/tables.ts';
import { photoUrl } from '../photos/index.ts';
import type { CartActor, CartRow } from './access.ts';
import { firstImage, loadPricedLines, type PricedLine, priceSplitOf, subtotalOf } from './lines.ts';

// The cart as the web shows it (cartItems, note, unpaidOrders, gifts, cartId).
// A fixed number of queries whatever the number of lines (no N+1): the lines, the cake
// option tables when there are cakes, the gift offers when there are lines, the unpaid orders
// when signed in.

const GIFTS_MAX = 10;
/** Unpaid online orders are listed in the cart with a pay-now action. */
const UNPAID_MAX = 5;

/** A cart line as shown, its product named in the cart's language (the order keeps the English). */
function toCartItem(l: PricedLine, locale: Locale): TCartItem {
  const o = l.options;
  return {
    cartItemId: l.cartItemId,
    productId: l.productId,
    slug: l.slug,
    name: inLanguage(locale, l.name, l.nameNe),
    image: l.image,
    type: l.type,
    quantity: l.quantity,
    sellingPrice: l.unitPrice,
    total: l.total,
    originalPrice: l.deal ? l.listUnitPrice : null,
    deal: l.deal ? publicDeal(l.deal) : null,
    split: priceSplitOf(l),
    optionsLabel: l.optionsLabel,
    productDetails: {
      storeId: l.storeId,
      storeName: l.storeName,
      pound: o.pound ?? null,
      tier: o.tier ?? null,
      height: o.height ?? null,
      flavorId: o.flavorId ?? null,
      icingType: o.icingType ?? null,
      shape: o.shape ?? null,
      eggless: o.eggless ?? false,
      lessCream: o.lessCream ?? false,
      message: l.message,
      photo: o.photoId ? photoUrl(o.photoId) : null,
      prepHours: l.prepHours,
      isSameDay: l.isSameDay,
    },
    deliveryLocationId: l.deliveryLocationId,
    deliveryDate: l.deliveryDate,
    problem: l.problem,
  };
}

/**
 * The gifts on offer (id, productId, title, name, minSubtotal, image), cheapest threshold first.
 * A gift that has run out is not promised (place-order would leave it out).
 */
export const giftsStatement = () => sql`
  select ${giftOffers.id} as "id", ${giftOffers.productId} as "productId", ${giftOffers.title} as "title",
    ${products.name} as "name", ${giftOffers.minSubtotalPaisa} as "minSubtotal", ${firstImage()} as "image"
  from ${giftOffers}
  join ${products} on ${products.id} = ${giftOffers.productId}
  where ${and(eq(giftOffers.isActive, true), onSale, or(isNull(products.stock), gt(products.stock, 0)))}
  order by ${giftOffers.minSubtotalPaisa}, ${giftOffers.id}
  limit ${sql.raw(String(GIFTS_MAX))}`;

export type GiftRow = Omit<TCartGift, 'unlocked' | 'missing'>;

/** The gifts as the cart shows them for `subtotal`. */
export const giftsFor = (rows: readonly GiftRow[], subtotal: number): TCartGift[] =>
  rows.map((r) => ({
    ...r,
    unlocked: subtotal >= r.minSubtotal,
    missing: Math.max(0, r.minSubtotal - subtotal),
  }));

async function loadGifts(db: DbOrTx, subtotal: number): Promise<TCartGift[]> {
  const res = (await executeShape(db, 'cart-gifts', 'all', giftsStatement, {})) as { rows: GiftRow[] };
  return giftsFor(res.rows, subtotal);
}

async function loadUnpaidOrders(db: DbOrTx, userId: string): Promise<TUnpaidOrder[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      total: orders.totalPaisa,
      paymentMethod: orders.paymentMethod,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.paymentMethod, ONLINE_PAYMENT_METHODS),
        inArray(orders.paymentStatus, ['pending', 'failed']),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(UNPAID_MAX);
  return rows.map((r) => ({ ...r, placedAt: new Date(r.placedAt).toISOString() }));
}

/** The cart as the web shows it, from what was read for it. */
export function cartAnswer(o: {
  cart: CartRow | null;
  actor: CartActor;
  lines: readonly PricedLine[];
  gifts: TCartGift[];
  unpaidOrders: TUnpaidOrder[];
  added: string[] | null;
  notAdded: TCart['notAdded'];
}): TCart {
  const { cart, lines, added } = o;
  const guest = !o.actor.userId;
  return {
    // A visitor's cart is named by their token (they send it back); a user's by its id.
    cartId: cart ? (guest ? cart.token : cart.id) : null,
    guest,
    cartItems: lines.map((l) => toCartItem(l, o.actor.locale ?? 'en')),
    note: cart?.note ?? '',
    gifts: o.gifts,
    unpaidOrders: o.unpaidOrders,
    couponCode: cart?.couponCode ?? null,
    subtotal: subtotalOf(lines),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    addedItemId: added?.[0] ?? null,
    addedItemIds: added ?? [],
    notAdded: o.notAdded,
  };
}

export async function viewCart({
  db,
  cart,
  actor,
  added = null,
  notAdded = [],
}: {
  db: DbOrTx;
  cart: CartRow | null;
  actor: CartActor;
  /** The lines a quick-checkout add put in, the main line first. */
  added?: string[] | null;
  notAdded?: TCart['notAdded'];
}): Promise<TCart> {
  const lines = cart ? await loadPricedLines({ db, cartId: cart.id }) : [];
  const [gifts, unpaidOrders] = await Promise.all([
    lines.length > 0 ? loadGifts(db, subtotalOf(lines)) : [],
    actor.userId ? loadUnpaidOrders(db, actor.userId) : [],
  ]);
  return cartAnswer({ cart, actor, lines, gifts, unpaidOrders, added, notAdded });
}
