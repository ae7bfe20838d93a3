import {
  arriveByFault,
  isPoundValue,
  LISTING_FACETS,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRODUCTS_PER_PAGE,
  SORTS,
  type TListingFacet,
  type TSort,
  todayInKathmandu,
  type ZListingQuery,
} from '@upahar/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { z } from 'zod';

// Filters (weight, flavour, shape, occasion, size, brand, color, tags, "can arrive by", minPrice 0,
// maxPrice 5000, eggless, same day) plus sorting. It lives in the URL so a filtered listing can be
// shared and is rendered on the server.
//
// The URL is read with the contract's plain rules (LISTING_FACETS, SORTS, isPoundValue,
// arriveByFault, the price bounds) and typed by its ZListingQuery, but not parsed by that
// schema: the schema would bring zod (about 26 KB gzipped) into every listing page, which loads
// none today, and it refuses a whole query over one bad value, where a listing drops that value.
export type ListingFilters = {
  /** Pounds as the API writes them ("0.5", "2"). */
  pound: string[];
  flavour: string[];
  shape: string[];
  occasion: string[];
  size: string[];
  brand: string[];
  color: string[];
  tags: string[];
  /** YYYY-MM-DD (Kathmandu), or null. */
  arriveBy: string | null;
  /** Rupees, as typed; null means the default bound (0 or 5000). */
  minPrice: number | null;
  maxPrice: number | null;
  sort: TSort;
  eggless: boolean;
  sameDay: boolean;
};

/** The contract's facets that take a list of values, in the order the URL writes them. */
export const FACET_KEYS = [
  'pound',
  'flavour',
  'shape',
  'occasion',
  'size',
  'brand',
  'color',
  'tags',
] as const satisfies readonly TListingFacet[];
export type FacetKey = (typeof FACET_KEYS)[number];

export const EMPTY_FILTERS: ListingFilters = {
  pound: [],
  flavour: [],
  shape: [],
  occasion: [],
  arriveBy: null,
  size: [],
  brand: [],
  color: [],
  tags: [],
  minPrice: null,
  maxPrice: null,
  sort: 'popular',
  eggless: false,
  sameDay: false,
};

/** Every URL parameter this module owns; other parameters (e.g. search's `query`) pass through. */
const OWN_KEYS = [...FACET_KEYS, 'arriveBy', 'minPrice', 'maxPrice', 'sort', 'eggless', 'sameDay', 'page'];

// `size=a,b` is what we write; `size=a&size=b` (a plain GET form) is read as well.
function list(sp: URLSearchParams, key: string): string[] {
  const out = new Set<string>();
  for (const raw of sp.getAll(key)) {
    for (const part of raw.split(',')) {
      const v = part.trim();
      if (v) out.add(v);
    }
  }
  // The API reads at most 20 values of one facet.
  return [...out].slice(0, 20);
}

function price(sp: URLSearchParams, key: string): number | null {
  const raw = sp.get(key);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(n)));
}

/**
 * Reads the filters from a URL. A hand-edited or stale URL must still render a page, so bad
 * values are dropped (a weight that is not a half pound, a date that has passed) or clamped to
 * 0..5000 and a reversed price range is swapped, instead of sending the API something it would
 * refuse; the other filters are kept.
 */
export function parseListingParams(sp: URLSearchParams, now = new Date()): ListingFilters {
  let minPrice = price(sp, 'minPrice');
  let maxPrice = price(sp, 'maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const sortRaw = sp.get('sort');
  const sort: TSort = SORTS.find((s) => s === sortRaw) ?? 'popular';
  const arriveBy = sp.get('arriveBy')?.trim() ?? '';
  return {
    // "2.0" and "2" are one weight; the API writes "2".
    pound: [
      ...new Set(
        list(sp, 'pound')
          .filter(isPoundValue)
          .map((v) => String(Number(v))),
      ),
    ],
    flavour: list(sp, 'flavour'),
    shape: list(sp, 'shape'),
    occasion: list(sp, 'occasion'),
    arriveBy: arriveBy && !arriveByFault(arriveBy, todayInKathmandu(now)) ? arriveBy : null,
    size: list(sp, 'size'),
    brand: list(sp, 'brand'),
    color: list(sp, 'color'),
    tags: list(sp, 'tags'),
    minPrice: minPrice === PRICE_FILTER_MIN ? null : minPrice,
    maxPrice: maxPrice === PRICE_FILTER_MAX ? null : maxPrice,
    sort,
    eggless: sp.get('eggless') === '1',
    sameDay: sp.get('sameDay') === '1',
  };
}

/** The page asked for in the URL (crawlers follow ?page=2); anything odd means page 1. */
export function parsePage(sp: URLSearchParams): number {
  const n = Number(sp.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The listing API's query, as the contract's ZListingQuery takes it in. */
type ListingApiQuery = z.input<typeof ZListingQuery>;

/** A listing query, plus what a page adds to it (search's words, the cake finder's answers). */
export type ApiQuery = ListingApiQuery & Record<string, unknown>;

/** The listing API query (ZListingQuery) for these filters and page, 24 a page. */
export function toApiQuery(f: ListingFilters, page = 1): ListingApiQuery {
  const q: ListingApiQuery = { page, perPage: PRODUCTS_PER_PAGE };
  for (const key of FACET_KEYS) if (f[key].length) q[key] = f[key].join(',');
  if (f.arriveBy) q.arriveBy = f.arriveBy;
  if (f.minPrice !== null) q.minPrice = f.minPrice;
  if (f.maxPrice !== null) q.maxPrice = f.maxPrice;
  if (f.sort !== 'popular') q.sort = f.sort;
  if (f.eggless) q.eggless = '1';
  if (f.sameDay) q.sameDay = '1';
  return q;
}

/**
 * Writes the filters into URL params, keeping parameters owned by others (e.g. `query`) and
 * dropping `page`: a change of filters starts again at page 1. Defaults are left out so the
 * plain listing keeps its clean, canonical URL.
 */
export function toSearchParams(f: ListingFilters, base?: URLSearchParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (base) for (const [k, v] of base) if (!OWN_KEYS.includes(k)) sp.append(k, v);
  for (const [k, v] of Object.entries(toApiQuery(f))) {
    if (k !== 'page' && k !== 'perPage') sp.set(k, String(v));
  }
  return sp;
}

/**
 * How many filters narrow the list (the sort does not count); with `offered` (listingFacets),
 * only the filters the listing offers, as the server ignores the others.
 */
export function activeFilterCount(
  f: ListingFilters,
  offered: readonly TListingFacet[] = LISTING_FACETS,
): number {
  const on = (k: TListingFacet) => offered.includes(k);
  return (
    FACET_KEYS.reduce((n, k) => n + (on(k) ? f[k].length : 0), 0) +
    (f.minPrice !== null || f.maxPrice !== null ? 1 : 0) +
    (on('arriveBy') && f.arriveBy ? 1 : 0) +
    (on('eggless') && f.eggless ? 1 : 0) +
    (on('sameDay') && f.sameDay ? 1 : 0)
  );
}

/** Adds or removes one facet value. */
export function toggleValue(f: ListingFilters, key: FacetKey, value: string): ListingFilters {
  const has = f[key].includes(value);
  return { ...f, [key]: has ? f[key].filter((v) => v !== value) : [...f[key], value] };
}

/** The canonical path of a listing: its path without page or filters (for search engines). */
export const canonicalPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Filters from the current URL, with a setter that navigates, so the loader (and the server on
 * a full load) renders the filtered page. The scroll position is kept: the shopper stays where
 * the filters are. While the next page loads, the controls already show the filters asked for
 * (and a second click builds on the first), so a checkbox never seems to ignore a click.
 */
export function useListingQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const search = pending && pending.pathname === location.pathname ? pending.search : location.search;
  const sp = useMemo(() => new URLSearchParams(search), [search]);
  const filters = useMemo(() => parseListingParams(sp), [sp]);
  const setFilters = useCallback(
    (next: ListingFilters) => {
      const qs = toSearchParams(next, sp).toString();
      navigate(`${location.pathname}${qs ? `?${qs}` : ''}`, { preventScrollReset: true, flushSync: true });
    },
    [navigate, location.pathname, sp],
  );
  const clear = useCallback(
    () => setFilters({ ...EMPTY_FILTERS, sort: filters.sort }),
    [setFilters, filters.sort],
  );
  return { filters, searchParams: sp, setFilters, clear, page: parsePage(sp) };
}
