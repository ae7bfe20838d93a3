import type { TProductCard } from '@upahar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { products, stores } from '../../db/schema/catalog.ts';

// One product card (contract ZProductCard) is read by every list the shop shows, so its columns
// are written once. The first picture comes from a correlated sub-select on the
// (product_id, sort_order) index: one index probe per row of the page, inside the same statement,
// so a page costs one query whatever its size (no N+1).
// Drizzle leaves column names unqualified when a select reads one table, which would let a
// correlated sub-select bind "id" to its own table; outer columns are therefore always named
// with their table here.
export const col = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const productId = col('products', 'id');

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  pricePaisa: products.pricePaisa,
  sellingPricePaisa: products.sellingPricePaisa,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  isEggless: products.isEggless,
  isSameDay: products.isSameDay,
  isUrgent: products.isUrgent,
  minPound: products.minPound,
  storeSlug: stores.slug,
  storeName: stores.name,
  // What the earliest delivery day of a card is worked out from (earliest.ts).
  storeId: products.storeId,
  storeCutoffHour: stores.sameDayCutoffHour,
  prepHours: products.prepHours,
  stock: products.stock,
  image: sql<
    string | null
  >`(select pi.path from product_images pi where pi.product_id = ${productId} order by pi.sort_order, pi.id limit 1)`,
  imageAlt: sql<
    string | null
  >`(select pi.alt from product_images pi where pi.product_id = ${productId} order by pi.sort_order, pi.id limit 1)`,
};

export type CardRow = {
  id: string;
  slug: string;
  name: string;
  type: TProductCard['type'];
  pricePaisa: number;
  sellingPricePaisa: number;
  ratingAvg: number;
  ratingCount: number;
  isEggless: boolean;
  isSameDay: boolean;
  isUrgent: boolean;
  minPound: number | string | null;
  storeSlug: string | null;
  storeName: string | null;
  storeId: number;
  storeCutoffHour: number | null;
  prepHours: number;
  stock: number | null;
  image: string | null;
  imageAlt: string | null;
};

/** How many shoppers follow the store: a count on the store_follows store index. */
export const followerCountOf = (storeId: SQL) =>
  sql<number>`(select count(*)::int from store_follows sf where sf.store_id = ${storeId})`;

export const roundRating = (r: number) => Math.round(Number(r) * 10) / 10;

export function toCard(r: CardRow): TProductCard {
  const price = Number(r.sellingPricePaisa);
  const list = Number(r.pricePaisa);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    image: r.image,
    imageAlt: r.imageAlt || r.name,
    price,
    originalPrice: price < list ? list : null,
    rating: roundRating(r.ratingAvg),
    ratingCount: Number(r.ratingCount),
    store: r.storeSlug && r.storeName ? { slug: r.storeSlug, name: r.storeName } : null,
    isEggless: r.isEggless,
    isSameDay: r.isSameDay,
    isUrgent: r.isUrgent,
    minPound: r.minPound === null ? null : Number(r.minPound),
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);
