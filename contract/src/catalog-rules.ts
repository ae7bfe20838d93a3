// Catalogue rules with no schema in them, so pages can use them without loading zod.
import { m } from '@upahar/contract/messages';
import { POUND_STEP } from './cake-rules.ts';
import { daysBetween, isIsoDate } from './dates.ts';
import { MAX_DELIVERY_DAYS_AHEAD } from './delivery-rules.ts';
import { localDigits } from './number-format.ts';

/**
 * Categories that are not shopping for cakes and gifts: they have their own places (the Bazaar
 * menu, their landing pages) and stay out of the category strips and the shop-wide shelves.
 */
export const STANDALONE_CATEGORY_KINDS = ['automobiles', 'donations'] as const;

/** Product types the shop-wide shelves (offers, trending, new...) are made of. */
export const SHELF_PRODUCT_TYPES = ['cake', 'product'] as const;

/** Whether a category kind belongs with the cakes and gifts rather than in a place of its own. */
export const isShopCategoryKind = (kind: string) =>
  !(STANDALONE_CATEGORY_KINDS as readonly string[]).includes(kind);

// ---- Listing filters ----

/** Every filter a product listing can offer; each is the query parameter of the same name. */
export const LISTING_FACETS = [
  'pound',
  'flavour',
  'shape',
  'occasion',
  'arriveBy',
  'eggless',
  'sameDay',
  'size',
  'color',
  'brand',
  'tags',
] as const;
export type TListingFacet = (typeof LISTING_FACETS)[number];

// A cake's colours come from its flavour, so cakes filter by flavour instead. Cars and donations
// are neither baked nor delivered as gifts. A listing that mixes kinds (all products, an occasion,
// a store, a search) offers what applies to most of its products; an occasion would need a join
// over the whole set, so only the categories, which are smaller, offer it.
const CAKE_FACETS: readonly TListingFacet[] = [
  'pound',
  'flavour',
  'shape',
  'occasion',
  'arriveBy',
  'eggless',
  'sameDay',
  'size',
  'brand',
  'tags',
];
const GIFT_FACETS: readonly TListingFacet[] = [
  'occasion',
  'arriveBy',
  'sameDay',
  'size',
  'color',
  'brand',
  'tags',
];
const STANDALONE_FACETS: readonly TListingFacet[] = ['size', 'color', 'brand', 'tags'];
const MIXED_FACETS: readonly TListingFacet[] = [
  'arriveBy',
  'eggless',
  'sameDay',
  'size',
  'color',
  'brand',
  'tags',
];

/**
 * The filters a listing offers: a category's follow its kind; `null` is a listing that is not one
 * category. The server computes and applies only these (any other filter in the query is
 * ignored), and the pages show only these, so both always agree.
 */
export function listingFacets(kind: string | null): readonly TListingFacet[] {
  if (kind === null) return MIXED_FACETS;
  if (kind === 'cake') return CAKE_FACETS;
  return isShopCategoryKind(kind) ? GIFT_FACETS : STANDALONE_FACETS;
}

/** What the size filter is called: a bouquet's size is its number of stems. */
export const sizeFacetTitle = (kind: string | null) =>
  kind === 'flowers' ? m.catalog_facet_stems() : m.catalog_facet_size();

/** The weights the weight filter offers (pounds). Any half pound up to POUND_FILTER_MAX is accepted. */
export const WEIGHT_FACET_POUNDS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10] as const;
export const POUND_FILTER_MAX = 100;

/** A weight as a query writes it ("2", "1.5"): a positive number of half pounds, at most 100. */
export function isPoundValue(raw: string): boolean {
  if (!/^\d{1,3}(\.\d+)?$/.test(raw)) return false;
  const n = Number(raw);
  return n > 0 && n <= POUND_FILTER_MAX && Number.isInteger(n / POUND_STEP);
}

/** "0.5" → "½ lb", "2" → "2 lb". */
export const poundLabel = (value: string) =>
  m.catalog_pound_label({ pound: value === '0.5' ? '½' : localDigits(String(Number(value))) });

/**
 * What is wrong with `date` in "can arrive by", or null: it must be a real date from `today`
 * (Kathmandu) to as far ahead as deliveries are booked. The pages only need to know whether it
 * will do; the sentences live apart (arriveByProblem), so a page's script does not carry them.
 */
export function arriveByFault(date: string, today: string): 'format' | 'past' | 'far' | null {
  if (!isIsoDate(date)) return 'format';
  if (date < today) return 'past';
  if (daysBetween(today, date) > MAX_DELIVERY_DAYS_AHEAD) return 'far';
  return null;
}

/** Why `date` cannot be asked for in "can arrive by", in the request's or page's language, or null. */
export function arriveByProblem(date: string, today: string): string | null {
  const fault = arriveByFault(date, today);
  if (fault === 'format') return m.catalog_arrive_by_format();
  if (fault === 'past') return m.errors_delivery_today_or_later();
  if (fault === 'far')
    return m.errors_delivery_within_days({ days: localDigits(String(MAX_DELIVERY_DAYS_AHEAD)) });
  return null;
}

type Option = { value: string; count: number };

/**
 * The options of a list filter worth showing: those that narrow the listing (an option every
 * product has changes nothing), plus whatever is chosen. Fewer than two leave nothing to choose
 * between, so the filter is hidden (an empty list) unless something in it is chosen.
 */
export function facetOptions<T extends Option>(
  options: readonly T[],
  total: number,
  chosen: readonly string[],
) {
  const useful = options.filter((o) => (o.count > 0 && o.count < total) || chosen.includes(o.value));
  return useful.length >= 2 || chosen.length > 0 ? useful : [];
}

/** A yes/no filter (eggless, same day) is worth showing when some but not all products have it. */
export const showsFlag = (count: number, total: number, chosen: boolean) =>
  chosen || (count > 0 && count < total);
