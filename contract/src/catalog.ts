import { z } from 'zod';
import { isPoundValue } from './catalog-rules.ts';
import { numeric, zText } from './common.ts';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRODUCTS_PER_PAGE } from './constants.ts';
import { isIsoDate } from './dates.ts';
import { success } from './envelope.ts';

export * from './catalog-rules.ts';

// Shared catalogue shapes. Endpoint-specific schemas live beside these in
// catalog-*.ts files written by the module that owns the endpoint.

export const ZProductType = z.enum(['cake', 'product', 'automobile', 'donation']);

/** One product in any list (listing, search, home sections, compare). Money is paisa. */
export const ZProductCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: ZProductType,
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  price: z.number().int(),
  /** The undiscounted price when on sale, else null. */
  originalPrice: z.number().int().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  store: z.object({ slug: z.string(), name: z.string() }).nullable(),
  isEggless: z.boolean(),
  isSameDay: z.boolean(),
  isUrgent: z.boolean(),
  /** Cakes: the smallest pound the price above is for. */
  minPound: z.number().nullable(),
  /**
   * Listings, search and store pages: the first day (YYYY-MM-DD, Kathmandu) it can be delivered
   * if ordered now, by its store's delivery rules (preparation time, same-day cut-off, closed
   * days); null when it cannot be (sold out). Other lists leave it out.
   */
  earliestDate: z.string().nullable().optional(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

export const SORTS = ['popular', 'newest', 'price-asc', 'price-desc'] as const;
export const ZSort = z.enum(SORTS);
export type TSort = z.infer<typeof ZSort>;

/** Highest price filter in rupees (1 crore); its paisa still fit a PostgreSQL integer. */
export const PRICE_QUERY_MAX = 10_000_000;

const csv = z
  .union([zText(), z.array(zText())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

/**
 * Query of every product listing (the filter panel's fields; price range 0 to 5000 rupees,
 * 24 a page). `pePage` is how clients spell it on the urgent-products call; `perPage` is accepted too.
 * Prices in the query are in rupees, as a person types them.
 */
export const ZListingQuery = z
  .object({
    page: numeric(
      z.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000),
    ).default(1),
    perPage: numeric(
      z.number().int().min(1, 'perPage must be at least 1').max(100, 'perPage can be at most 100'),
    ).optional(),
    pePage: numeric(z.number().int().min(1).max(100, 'perPage can be at most 100')).optional(),
    sort: ZSort.default('popular'),
    size: csv,
    brand: csv,
    color: csv,
    tags: csv,
    // Rupees; the cap keeps the paisa within PostgreSQL's integer (a larger one was a 500).
    minPrice: numeric(
      z.number().min(0, 'minPrice cannot be negative').max(PRICE_QUERY_MAX, 'minPrice is too large'),
    ).default(PRICE_FILTER_MIN),
    maxPrice: numeric(
      z.number().min(0, 'maxPrice cannot be negative').max(PRICE_QUERY_MAX, 'maxPrice is too large'),
    ).default(PRICE_FILTER_MAX),
    eggless: z.enum(['0', '1']).optional(),
    sameDay: z.enum(['0', '1']).optional(),
    // Cakes that can be made at any of these weights (pounds, in halves).
    pound: csv
      .refine((vs) => vs.every(isPoundValue), 'Choose weights in half pounds, e.g. 1, 1.5 or 2')
      .transform((vs) => [...new Set(vs.map(Number))]),
    /** Flavour and occasion slugs. */
    flavour: csv,
    /** Cake shape slugs: cakes whose seller offers any of them. */
    shape: csv,
    occasion: csv,
    /** YYYY-MM-DD: only products that can be delivered on or before that date. */
    arriveBy: zText().trim().refine(isIsoDate, 'Use a date like 2026-05-14 (year-month-day)').optional(),
  })
  .refine((q) => q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice cannot be more than maxPrice',
  })
  .transform(({ pePage, perPage, ...q }) => ({ ...q, perPage: perPage ?? pePage ?? PRODUCTS_PER_PAGE }));
export type TListingQuery = z.infer<typeof ZListingQuery>;

/**
 * filterBox: facets with counts over the listing's products (before these filters). A filter the
 * listing does not offer (listingFacets) comes back empty.
 */
export const ZFacet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const ZFilterBox = z.object({
  size: z.array(ZFacet),
  brand: z.array(ZFacet),
  color: z.array(ZFacet),
  tags: z.array(ZFacet),
  /** Weights in pounds ("0.5", "2"), each with the cakes that can be made at it. */
  pound: z.array(ZFacet),
  flavour: z.array(ZFacet),
  /** Shapes the cakes can be baked in, each with the cakes that offer it. */
  shape: z.array(ZFacet),
  occasion: z.array(ZFacet),
  /** How many products are eggless, and how many are same-day. */
  eggless: z.number().int(),
  sameDay: z.number().int(),
  /** How many products can be delivered today and tomorrow. */
  arriveBy: z.object({ today: z.number().int(), tomorrow: z.number().int() }),
  /** How many products the listing has before any filter. */
  total: z.number().int(),
  price: z.object({ min: z.number(), max: z.number() }),
});
export type TFilterBox = z.infer<typeof ZFilterBox>;

export const ZListingData = z.object({
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  products: z.array(ZProductCard),
  filterbox: ZFilterBox,
});
export type TListingData = z.infer<typeof ZListingData>;
export const ZListingResponse = success(ZListingData);
