import { localDigits, type TPriceSplit } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CartLineOptions } from '../../db/schema/cart.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { preparedFor } from '../../lib/prepared.ts';
import {
  type CakeProduct,
  cakePricingColumns,
  loadOptionTables,
  type OptionTables,
  priceCake,
} from '../cake/index.ts';
import { col } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { dealsFor, dealTotal, type LineDeal } from '../deals/index.ts';
import { choiceOf, optionsLabel } from './options.ts';

// Cart lines priced now (the server prices everything, at the moment it is asked).
// The cart page, the delivery charge, the coupon check and order placement all read lines through
// loadPricedLines, so they agree on every amount and on which lines cannot be ordered.

export type PricedLine = {
  cartItemId: string;
  productId: string;
  storeId: number;
  storeName: string;
  name: string;
  /** The product's Nepali name, for a cart shown in Nepali; orders keep the English name. */
  nameNe: string | null;
  slug: string;
  image: string | null;
  type: 'cake' | 'product' | 'automobile' | 'donation';
  categoryId: number;
  quantity: number;
  /**
   * What one unit costs: the campaign price when a deal applies, else the listed one. When a flash
   * sale prices only some units (deal.dealQuantity), the others cost deal.restUnitPrice.
   */
  unitPrice: number;
  /** The unit price before any campaign deal. */
  listUnitPrice: number;
  /** The campaign offer or flash sale this line is priced by, if any. */
  deal: LineDeal | null;
  total: number;
  options: CartLineOptions;
  optionsLabel: string;
  message: string;
  prepHours: number;
  isSameDay: boolean;
  stock: number | null;
  isActive: boolean;
  storeLat: number | null;
  storeLng: number | null;
  storeDistrict: string;
  storeServed: number[] | null;
  storeCutoffHour: number | null;
  deliveryLocationId: number | null;
  deliveryDate: string | null;
  problem: string | null;
};

/** The stock message for a wanted quantity, or null when there is enough (null stock: made to order). */
export function stockProblem(stock: number | null, quantity: number): string | null {
  if (stock === null || stock >= quantity) return null;
  return stock <= 0
    ? m.errors_cart_sold_out()
    : m.errors_cart_only_left({ count: localDigits(String(stock)) });
}

/** How the line's units are priced when a flash sale prices only some of them, else null. */
export function priceSplitOf(l: Pick<PricedLine, 'deal' | 'quantity'>): TPriceSplit | null {
  if (!l.deal || l.deal.dealQuantity >= l.quantity) return null;
  return {
    flashQuantity: l.deal.dealQuantity,
    flashPrice: l.deal.unitPrice,
    restQuantity: l.quantity - l.deal.dealQuantity,
    restPrice: l.deal.restUnitPrice,
  };
}

/** Lines that can be ordered: a line with a problem counts for nothing (cart, summary, order). */
export const orderable = (lines: readonly PricedLine[]) => lines.filter((l) => l.problem === null);
export const subtotalOf = (lines: readonly PricedLine[]) =>
  orderable(lines).reduce((sum, l) => sum + l.total, 0);

/** The product's first picture: one index probe inside the same statement (see catalog/cards.ts). */
export const firstImage = () =>
  sql<
    string | null
  >`(select pi.path from product_images pi where pi.product_id = ${col('products', 'id')} order by pi.sort_order, pi.id limit 1)`;

/**
 * What a line's checks and price need of its product and its store beyond the product's own
 * fields: when it can be made, whether it is on sale, where the store delivers, its picture. The
 * cart's lines and a visitor's first add read the same.
 */
export const deliveryColumns = {
  prepHours: products.prepHours,
  isSameDay: products.isSameDay,
  stock: products.stock,
  isActive: products.isActive,
  storeId: stores.id,
  storeName: stores.name,
  storeActive: stores.isActive,
  storeLat: stores.lat,
  storeLng: stores.lng,
  storeDistrict: stores.district,
  storeCutoffHour: stores.sameDayCutoffHour,
  storeServed: sql<number[] | null>`(select array_agg(sdl.location_id) from store_delivery_locations sdl
        where sdl.store_id = ${stores.id})`,
  image: firstImage(),
};

/** What a priced line is made from: the line, its product and its store. */
const lineColumns = {
  cartItemId: cartItems.id,
  quantity: cartItems.quantity,
  options: cartItems.options,
  deliveryLocationId: cartItems.deliveryLocationId,
  deliveryDate: cartItems.deliveryDate,
  productId: products.id,
  name: products.name,
  nameNe: products.nameNe,
  slug: products.slug,
  type: products.type,
  categoryId: products.categoryId,
  ...cakePricingColumns,
  ...deliveryColumns,
  userId: carts.userId,
};

/**
 * The lines of the placeholder `cartId` (with `some`, only those among the placeholder `ids`),
 * oldest first. Built and prepared once per handle: the cart, the checkout summary and every
 * add read it.
 */
const linesQuery = (db: DbOrTx, some: boolean) =>
  preparedFor(db, some ? 'cart-lines|some' : 'cart-lines|all', () => {
    const inCart = eq(cartItems.cartId, sql.placeholder('cartId'));
    return db
      .select(lineColumns)
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(some ? and(inCart, sql`${cartItems.id} = any(${sql.placeholder('ids')}::uuid[])`) : inCart)
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  });

export type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>['execute']>>[number];
type Priced = PricedLine & { listPrice: number };

/** A line priced by its options (no campaign deal yet); `tables` must be given when it is a cake. */
export function priceLine(r: LineRow, tables: OptionTables | null): Priced {
  const options = r.options ?? {};
  let unitPrice = Number(r.sellingPricePaisa);
  let problem: string | null = null;
  if (r.type === 'cake' && tables) {
    const cake: CakeProduct = { ...r, id: r.productId };
    try {
      unitPrice = priceCake(cake, tables, choiceOf(options)).price;
    } catch (e) {
      // An option was withdrawn (or the cake's limits changed) since the line was added.
      if (!(e instanceof AppError)) throw e;
      problem = e.message;
    }
  }
  if (!r.isActive) problem = m.errors_cart_not_available();
  else if (!r.storeActive) problem = m.errors_cart_shop_closed();
  else if (r.type === 'automobile') problem = m.errors_cart_automobile();
  else problem = problem ?? stockProblem(r.stock, r.quantity);
  return {
    cartItemId: r.cartItemId,
    productId: r.productId,
    storeId: r.storeId,
    storeName: r.storeName,
    name: r.name,
    nameNe: r.nameNe ?? null,
    slug: r.slug,
    image: r.image,
    type: r.type,
    categoryId: r.categoryId,
    quantity: r.quantity,
    unitPrice,
    listUnitPrice: unitPrice,
    deal: null,
    total: unitPrice * r.quantity,
    options,
    optionsLabel: optionsLabel(options, tables),
    message: options.message ?? '',
    prepHours: r.prepHours,
    isSameDay: r.isSameDay,
    stock: r.stock,
    isActive: r.isActive,
    storeLat: r.storeLat,
    storeLng: r.storeLng,
    storeDistrict: r.storeDistrict,
    storeServed: r.storeServed,
    storeCutoffHour: r.storeCutoffHour,
    deliveryLocationId: r.deliveryLocationId,
    deliveryDate: r.deliveryDate,
    problem,
    listPrice: Number(r.sellingPricePaisa),
  };
}

/** The lines that can be ordered, as the deals ask about them (the others get no deal). */
export const dealItems = (priced: readonly Priced[]) =>
  priced
    .filter((l) => l.problem === null)
    .map((l) => ({
      productId: l.productId,
      listPrice: l.listPrice,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    }));

/** The lines with the deals found for dealItems(priced), in that order. */
export function withDeals(priced: readonly Priced[], deals: readonly (LineDeal | null)[]): PricedLine[] {
  priced
    .filter((l) => l.problem === null)
    .forEach((l, i) => {
      const deal = deals[i];
      if (!deal) return;
      l.deal = deal;
      l.unitPrice = deal.unitPrice;
      l.total = dealTotal(deal, l.quantity);
    });
  return priced.map(({ listPrice: _list, ...line }) => line);
}

/**
 * Priced lines of a cart, optionally only `itemIds` (unknown ids → 404 "This item is no longer in
 * your cart"). The lines with their products, stores and first pictures in one statement, then
 * the cake option tables when a cake is among them, then the campaign deals: a fixed number
 * whatever the number of lines.
 */
export async function loadPricedLines({
  db,
  cartId,
  itemIds,
  now = clock.now(),
}: {
  db: DbOrTx;
  cartId: string;
  itemIds?: string[];
  now?: Date;
}): Promise<PricedLine[]> {
  const wanted = itemIds && itemIds.length > 0 ? [...new Set(itemIds.map((id) => id.toLowerCase()))] : null;
  const rows = wanted
    ? await linesQuery(db, true).execute({ cartId, ids: wanted })
    : await linesQuery(db, false).execute({ cartId });
  if (wanted && rows.length < wanted.length) throw new AppError('not_found', m.errors_cart_item_gone(), 404);

  const tables: OptionTables | null = rows.some((r) => r.type === 'cake')
    ? await loadOptionTables({ db })
    : null;
  const priced = rows.map((r) => priceLine(r, tables));
  const deals = await dealsFor({
    db,
    items: dealItems(priced),
    now,
    userId: rows[0]?.userId ?? null,
    oneCart: true,
  });
  return withDeals(priced, deals);
}
