import { z } from 'zod';
import { ZFlag } from './cake.ts';
import { ZListingData, ZListingQuery, ZSort } from './catalog.ts';
import { numeric, ZIsoDate, zText } from './common.ts';
import { PRODUCTS_PER_PAGE } from './constants.ts';
import { success } from './envelope.ts';
import { PG_INT_MAX } from './text-rules.ts';

// Search (search{query}&source=web, search-history) and the cake finder.

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_HISTORY_MAX = 20;
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_TEXT = {
  empty: 'Type something to search',
  tooLong: `Keep your search under ${SEARCH_QUERY_MAX} characters`,
} as const;

// The listing filters (size, brand, color, tags, minPrice, maxPrice, sort, page, perPage) plus
// the words. The words are checked by the server so the exact SEARCH_TEXT messages come back.
const listingShape = ZListingQuery.in.shape;
export const ZSearchQuery = z
  .object({
    ...listingShape,
    query: zText().max(1000, SEARCH_TEXT.tooLong).default(''),
    source: zText().max(20).optional(),
  })
  .refine((q) => q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice cannot be more than maxPrice',
  })
  .transform(({ pePage, perPage, ...q }) => ({ ...q, perPage: perPage ?? pePage ?? PRODUCTS_PER_PAGE }));
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
export type TSearchQueryInput = z.input<typeof ZSearchQuery>;

/**
 * Words of a search that no product has at all, and the words the results are for instead:
 * "yomari cake" finds cakes, and says that nothing matched "yomari".
 */
export const ZUnmatchedWords = z.object({
  /** As they were searched for, lower-case: ["yomari"]. */
  words: z.array(z.string()),
  /** The other words, corrected for typos: "cake". */
  resultsFor: z.string(),
});
export type TUnmatchedWords = z.infer<typeof ZUnmatchedWords>;

/**
 * A listing (same shape as category pages, so the web reuses its listing UI) plus the words that
 * were searched for after typo correction ("choclate cak" searches "chocolate cake"), and the
 * words nothing matched when some did (null when every word counted).
 * Sort "popular" in search means best match first, then the best sellers.
 */
export const ZSearchData = ZListingData.extend({
  query: z.string(),
  correctedQuery: z.string().nullable(),
  unmatched: ZUnmatchedWords.nullable(),
});
export type TSearchData = z.infer<typeof ZSearchData>;
export const ZSearchResponse = success(ZSearchData);

// search/suggestions?q=
export const ZSearchSuggestionsQuery = z.object({ q: zText().max(1000).default('') });
export const ZSearchSuggestion = z.object({
  type: z.enum(['product', 'category']),
  label: z.string(),
  url: z.string(),
  image: z.string().nullable(),
});
export type TSearchSuggestion = z.infer<typeof ZSearchSuggestion>;
export const ZSearchSuggestionsResponse = success(z.object({ suggestions: z.array(ZSearchSuggestion) }));

// search-history (GET), search-history/clear (POST), search-history/delete (POST {query}); all
// need a bearer token. Visitors' history stays in their browser.
/** `query` (optional) keeps only entries that start with it, for the search box's dropdown. */
export const ZSearchHistoryQuery = z.object({
  query: zText().trim().max(SEARCH_QUERY_MAX).optional(),
  source: zText().max(20).optional(),
});
export const ZSearchHistoryItem = z.object({ query: z.string(), searchedAt: z.string() });
export const ZSearchHistory = z.object({ items: z.array(ZSearchHistoryItem) });
export type TSearchHistory = z.infer<typeof ZSearchHistory>;
export const ZSearchHistoryResponse = success(ZSearchHistory);
export const ZDeleteSearchHistoryBody = z.object({ query: zText().trim().min(1).max(SEARCH_QUERY_MAX) });

// find-cakes: cakes that match and can be delivered there on that date.
export const ZFindCakesQuery = z.object({
  /** Occasion slug. */
  occasion: zText().trim().max(100).optional(),
  /** Flavour slug. */
  flavour: zText().trim().max(100).optional(),
  pound: numeric(
    z
      .number({ error: 'Pound must be a number' })
      .positive('Choose a positive number of pounds')
      .max(100, 'Choose at most 100 pounds'),
  ).optional(),
  /** Most the buyer wants to pay, in rupees (as typed). */
  budget: numeric(
    z.number({ error: 'Budget must be a number' }).positive('Budget must be more than 0').max(10_000_000),
  ).optional(),
  eggless: ZFlag,
  locationId: numeric(
    z
      .number({ error: 'Choose a delivery location' })
      .int('Choose a delivery location')
      .positive('Choose a delivery location')
      .max(PG_INT_MAX, 'Choose a delivery location'),
  ).optional(),
  /** YYYY-MM-DD, Kathmandu. */
  date: ZIsoDate.optional(),
  sort: ZSort.default('popular'),
  page: numeric(z.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000)).default(
    1,
  ),
  perPage: numeric(
    z.number().int().min(1, 'perPage must be at least 1').max(100, 'perPage can be at most 100'),
  ).default(PRODUCTS_PER_PAGE),
});
export type TFindCakesQuery = z.infer<typeof ZFindCakesQuery>;
export type TFindCakesQueryInput = z.input<typeof ZFindCakesQuery>;

/** Prices on the cards are for the chosen pound (and eggless when asked). */
export const ZFindCakesData = ZListingData.extend({
  pound: z.number().nullable(),
  date: z.string().nullable(),
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TFindCakesData = z.infer<typeof ZFindCakesData>;
export const ZFindCakesResponse = success(ZFindCakesData);

// find-cakes/options: what the finder form offers.
export const ZFindCakesOptions = z.object({
  occasions: z.array(z.object({ slug: z.string(), name: z.string() })),
  flavours: z.array(z.object({ slug: z.string(), name: z.string(), colour: z.string() })),
  pounds: z.array(z.number()),
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), district: z.string() })),
  /** Today in Kathmandu and the last date that can be chosen (YYYY-MM-DD). */
  minDate: z.string(),
  maxDate: z.string(),
});
export type TFindCakesOptions = z.infer<typeof ZFindCakesOptions>;
export const ZFindCakesOptionsResponse = success(ZFindCakesOptions);
