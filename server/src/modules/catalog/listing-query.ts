import { SHELF_PRODUCT_TYPES, type TCollectionSlug, type TListingQuery } from '@upahar/contract';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { productOccasions, products } from '../../db/schema/catalog.ts';
import { onSale } from './on-sale.ts';

// Turns a listing's scope (which products it is about) and its sort order into SQL (the
// visitor's filters are filter-query.ts). Every scope below is backed by an index on products
// (schema/catalog.ts): category, store, type, the partial flag indexes.

/** What a listing is about, before the visitor's filters. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'categories'; ids: number[] }
  | { kind: 'collection'; slug: TCollectionSlug }
  | { kind: 'occasion'; id: number }
  | { kind: 'store'; id: number }
  | { kind: 'urgent' }
  | { kind: 'ready-made-cakes' }
  | { kind: 'type'; type: 'cake' | 'product' | 'automobile' | 'donation' };

/** Only products on sale (active, of a store not suspended) are ever listed. */
export function scopeWhere(scope: Scope): SQL {
  const active = onSale;
  switch (scope.kind) {
    case 'all':
      return active;
    case 'categories':
      return and(active, inArray(products.categoryId, scope.ids)) as SQL;
    case 'occasion':
      return and(
        active,
        inArray(
          products.id,
          sql`(select ${productOccasions.productId} from ${productOccasions} where ${productOccasions.occasionId} = ${scope.id})`,
        ),
      ) as SQL;
    case 'store':
      return and(active, eq(products.storeId, scope.id)) as SQL;
    case 'urgent':
      return and(active, eq(products.isUrgent, true)) as SQL;
    case 'ready-made-cakes':
      return and(active, eq(products.isReadyMade, true), eq(products.type, 'cake')) as SQL;
    case 'type':
      return and(active, eq(products.type, scope.type)) as SQL;
    case 'collection':
      // Collections are the shop's cakes and gifts: a car or a donation is never "on offer"
      // between chocolates and roses.
      return and(
        active,
        inArray(products.type, [...SHELF_PRODUCT_TYPES]),
        collectionWhere(scope.slug),
      ) as SQL;
  }
}

function collectionWhere(slug: TCollectionSlug): SQL {
  switch (slug) {
    case 'offers':
      return and(isNotNull(products.salePricePaisa), lt(products.salePricePaisa, products.pricePaisa)) as SQL;
    case 'trending':
      return sql`${products.soldCount} > 0`;
    case 'recommended':
      return gte(products.ratingAvg, 4);
    case 'new':
      return sql`true`;
    case 'eggless':
      // Cakes a shopper can have without eggs: by their recipe, or baked so on request.
      return or(products.isEggless, products.offersEggless) as SQL;
    case 'same-day':
      return eq(products.isSameDay, true);
    case 'ready-made':
      return eq(products.isReadyMade, true);
  }
}

/**
 * Sorting; always ends with the id so equal keys keep a stable order between pages. Prices sort
 * on `price`: the price now while a campaign runs (priceOfQuery), else the column and its index.
 * Inside a collection the default "popular" means what the collection is about (trending sells
 * most, recommended is best rated, new is newest).
 */
export function orderBy(
  sort: TListingQuery['sort'],
  scope?: Scope,
  price: SQLWrapper = products.sellingPricePaisa,
): SQL[] {
  const tie = asc(products.id);
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), tie];
    case 'price-asc':
      return [asc(price), tie];
    case 'price-desc':
      return [desc(price), tie];
    case 'popular':
      if (scope?.kind === 'collection' && scope.slug === 'recommended')
        return [desc(products.ratingAvg), desc(products.ratingCount), tie];
      if (scope?.kind === 'collection' && scope.slug === 'new') return [desc(products.createdAt), tie];
      return [desc(products.soldCount), desc(products.viewCount), tie];
  }
}
