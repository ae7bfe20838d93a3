import type { IncomingHttpHeaders } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import { CART_TOKEN_HEADER, type EndpointDef } from '@upahar/contract';
import { nepaliTwinFor, onlyLanguageCookie } from '../lib/language.ts';
import { COMPRESSED_ENCODINGS } from './compression.ts';
import type { StoredHeaders } from './response-cache-store.ts';

/**
 * Which answers the shared cache may keep and give to another visitor, and which writes make
 * what it keeps out of date. Pages are rendered alike for every visitor (the session token, the
 * cart and the wishlist live in the browser and load there), and public API reads answer alike for
 * every caller without a token, so one visitor's answer may serve the next.
 */

/** `api`: a public storefront read; `page`: a server-rendered storefront page. */
export type CacheKind = 'api' | 'page';

// Public reads that are not the same for everyone: token checks, payment returns (they settle a
// payment as they answer) and the test gateway's pages.
const NEVER_CACHED_TAGS = new Set(['auth', 'payments']);

// Pages about one visitor's own buying, account or session, and the test-only pages: their HTML is
// the same shell for everyone today, but they are kept out so that never changes silently.
const NEVER_CACHED_SECTIONS = new Set([
  'cart',
  'checkout',
  'order-confirmation',
  'profile',
  'account',
  'dashboard',
  'login',
  'register',
  'verify',
  'verified',
  'reset-password',
  'user-confirm',
  'test',
  'dev',
]);

// Writes that change only the caller's own things (cart, wishlist, addresses, session, search
// history), only send the shop a message, only ask a question (prices, delivery charges) or only count a page visit: nothing a
// public page shows at once (popularity shows when entries expire). Every
// other successful write, including any the shop adds later, empties the cache.
const PERSONAL_WRITE_TAGS = new Set([
  'cart',
  'wishlist',
  // A follow changes a store's public follower count, which shows once cached pages expire.
  'follows',
  'addresses',
  'auth',
  'search',
  'delivery',
  'cake',
  'views',
  // Uploading a CV, applying, withdrawing and job preferences: vacancies change only in the dashboard.
  'careers',
  'feedback',
  // Support conversations and connections between shoppers are only ever read by their parties,
  // signed in, so they never reach a cached page; from either side of the counter.
  'support tickets',
  'dashboard support tickets',
  'connections',
  // A reaction changes an influencer's public counts, which show once cached pages expire, as a
  // follow does; emptying the cache on each one would let one shopper keep it empty.
  'reactions',
  // Starting and submitting a quiz play: the player's own, and public play counts show once
  // cached pages expire, as with follows. Writing or changing a quiz empties the cache.
  'quiz plays',
  // Banner clicks and views only add to counts that admins read in the dashboard.
  'banners',
  // A spin or a dig changes what the public pages show only in counts that show once cached
  // answers expire (treasures found); asking for the hunt is a read sent as a POST.
  'roulette',
  'treasure',
  // Contest votes: counts show once cached pages expire, and each shopper votes once per contest.
  'contest votes',
]);

/** Whether answers of this route may be cached, decided once when the route is registered. */
export function cacheKindOf(endpoint: EndpointDef | undefined, page: boolean): CacheKind | null {
  if (page) return 'page';
  if (!endpoint) return null;
  const cacheable =
    endpoint.surface === 'storefront' &&
    endpoint.method === 'GET' &&
    endpoint.access === 'public' &&
    !NEVER_CACHED_TAGS.has(endpoint.tag);
  return cacheable ? 'api' : null;
}

/** Whether a successful write through this route leaves every cached answer as it was. */
export const leavesPublicContent = (endpoint: EndpointDef | undefined) =>
  endpoint !== undefined && PERSONAL_WRITE_TAGS.has(endpoint.tag);

/**
 * A request that says who is asking (a bearer token, a visitor's cart token, any cookie) is
 * answered fresh and never stored: its answer may hold something of that visitor's. The shop sets
 * no cookie itself, so a cookie comes from something we do not know (a proxy, a later feature),
 * and passing it by is the safe side. The language choice is the exception: it is the same for
 * everyone who made it, and pages are stored per address, so per language.
 */
const isAnonymous = (headers: IncomingHttpHeaders) =>
  headers.authorization === undefined &&
  (headers.cookie === undefined || onlyLanguageCookie(headers.cookie)) &&
  headers[CART_TOKEN_HEADER] === undefined;

/**
 * Whether a stored answer may be given for this request: asked anonymously, and not an English
 * page whose visitor is due its Nepali twin (the redirect is decided fresh, never stored).
 */
export const mayAnswerFromStore = (headers: IncomingHttpHeaders, url: string) =>
  isAnonymous(headers) && nepaliTwinFor(url, headers) === null;

/** Whether a page path may be cached: its first segment is not a personal or test section. */
export function pageCacheable(url: string): boolean {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  let first = '';
  for (const segment of path.split('/')) {
    if (segment) {
      first = segment;
      break;
    }
  }
  try {
    first = decodeURIComponent(first);
  } catch {
    return false;
  }
  // Client-side navigations fetch a page's data at its path plus ".data"; route matching ignores case.
  first = first.toLowerCase().replace(/\.data$/, '');
  return !NEVER_CACHED_SECTIONS.has(first);
}

const encodingMemo = new Map<string, string>();

/**
 * The encoding the compression plugin will answer this request in, chosen by the same negotiator
 * from the same list, so that a stored variant is only ever given to a client that accepts it.
 */
export function negotiatedEncoding(headers: IncomingHttpHeaders): string {
  const header = headers['accept-encoding'];
  if (headers['x-no-compression'] !== undefined || typeof header !== 'string') return 'identity';
  const known = encodingMemo.get(header);
  if (known) return known;
  // The compression plugin reads "*" and "x-gzip" as gzip.
  const normalised = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const chosen = negotiate(normalised, [...COMPRESSED_ENCODINGS]) ?? 'identity';
  // Clients send few distinct headers; an odd one per request must not grow this without end.
  if (encodingMemo.size >= 256) encodingMemo.clear();
  encodingMemo.set(header, chosen);
  return chosen;
}

// Vary names a request header the answer depends on. These are either in the key (the encoding,
// the language asked for) or never present on a request the cache serves, so the answer is the same for all it serves.
const UNDERSTOOD_VARY = new Set([
  'accept-encoding',
  'accept-language',
  'authorization',
  'cookie',
  CART_TOKEN_HEADER,
]);

const headerText = (value: StoredHeaders[string]) =>
  value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);

/**
 * Whether an answer with these headers may be stored for the clients of `encoding`: nothing that
 * sets a cookie, nothing marked private or not to be stored, no dependence on another header, and
 * bytes in an encoding those clients accept.
 */
export function storable(headers: StoredHeaders, encoding: string): boolean {
  if (headers['set-cookie'] !== undefined) return false;
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  const vary = headerText(headers.vary).toLowerCase();
  if (vary) {
    for (const name of vary.split(',')) {
      if (!UNDERSTOOD_VARY.has(name.trim())) return false;
    }
  }
  const contentEncoding = headerText(headers['content-encoding']).toLowerCase() || 'identity';
  return contentEncoding === 'identity' || contentEncoding === encoding;
}

/** If-None-Match against our ETag, compared weakly as a GET's revalidation allows. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag) return true;
  }
  return false;
}
