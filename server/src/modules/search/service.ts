import {
  type Locale,
  listingFacets,
  SEARCH_QUERY_MAX,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TEXT,
  type TSearchData,
  type TSearchQuery,
  type TSearchSuggestion,
} from '@upahar/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { paginate } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import {
  assertArriveBy,
  cardPage,
  cardsIn,
  datedCards,
  emptyFilterBox,
  filterWhere,
  onSale,
  priceOfQuery,
  rowsOf,
  summarySql,
  withSummary,
} from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';
import { searchIds } from './search-page.ts';
import { suggestedProducts } from './suggest-sql.ts';
import { cleanQuery, correctedText, correctWords, tokenize, tsQueryText } from './terms.ts';
import { unmatchedWords, wordsFound } from './unmatched.ts';

type Db = { db: DbOrTx };

const badQuery = (message: string) => new AppError('bad_query', message, 400, { query: [message] });

/** The words as typed, cleaned; 400 with the exact SEARCH_TEXT messages when blank or too long. */
function validQuery(raw: string): string {
  const q = cleanQuery(raw);
  if (!q) throw badQuery(SEARCH_TEXT.empty);
  if (q.length > SEARCH_QUERY_MAX) throw badQuery(SEARCH_TEXT.tooLong);
  return q;
}

const matches = (tsq: string): SQL =>
  and(onSale, sql`${products.search} @@ to_tsquery('english', ${tsq})`) as SQL;
const inName = (tsq: string): SQL => sql`${products.nameSearch} @@ to_tsquery('english', ${tsq})`;

// The matches' summary (facets, how many, how many by name) per search, kept a minute as a
// listing's is: counting 9,000 matches is what made a search slow, and most searches repeat.
// A cache of its own, so a stream of one-off searches never pushes the listings' out.
const summaries = createMemoCache({ name: 'search-summaries' });
const SUMMARY_TTL_MS = 60_000;
/** Forgets every kept summary, after a product was added, changed or taken off the shop. */
export const forgetSearchSummaries = () => summaries.invalidate();
/** Deeper pages are rare and each is a text of its own: they are not kept prepared. */
const NAMED_PAGES = 5;

/**
 * search?query=...: full-text search over names, tags and the names of category, brand, store and
 * occasions, and descriptions, with typo correction (terms.ts). All words must match. When no
 * product has them all, words no product has at all are left out and named (unmatched.ts), and
 * the others must match; when those still find nothing, any word may. "popular" lists products
 * with every word in their name first (search-page.ts).
 * Queries, whatever the page size: 1 correction (none while the words' corrections are remembered)
 * + 1 page with its total and facets; when no product has every word, +1 to learn which words
 * found something and +1 or +2 pages.
 */
export async function searchProducts({
  db,
  q,
  now = clock.now(),
  locale = 'en',
}: Db & { q: TSearchQuery; now?: Date; locale?: Locale }): Promise<{
  data: TSearchData;
  pagination: ReturnType<typeof paginate>;
}> {
  const query = validQuery(q.query);
  const words = tokenize(query);
  const title = `Results for "${query}"`;
  const empty = {
    title,
    description: null,
    image: null,
    products: [],
    filterbox: emptyFilterBox(),
    query,
    correctedQuery: null,
    unmatched: null,
  };
  if (words.length === 0) return { data: empty, pagination: paginate(0, 0, q.perPage, q.page) };

  // Matches are of every kind, so a search offers the filters of a listing that mixes them.
  const facets = listingFacets(null);
  assertArriveBy(q.arriveBy, now);
  const corrections = await correctWords({ db, words });
  const price = await priceOfQuery(db, q, now);
  const filters = filterWhere(q, facets, now, price);
  const page = (tsq: string) =>
    withSummary({
      db,
      remember: summaries.get,
      key: tsq,
      ttlMs: SUMMARY_TTL_MS,
      run: async (known) => {
        // Nothing matches every word: no statement needed to learn that again.
        if (known && known.total === 0) return { rows: [], total: 0, summary: null, closed: new Map() };
        // A search without filters whose counts are remembered has one of a few shapes, the
        // words being its only value: prepared, it is built and planned once per connection.
        if (known !== null && filters.length === 0 && !price && q.page <= NAMED_PAGES) {
          const { ids, shape } = searchIds({ q, tsq: sql.placeholder('tsq'), filters, known });
          return cardPage({
            db,
            ids,
            total: null,
            summary: null,
            shape: { family: 'search', key: shape, values: { tsq } },
            now,
          });
        }
        return cardPage({
          db,
          ids: searchIds({ q, tsq, filters, known, price }).ids(),
          total:
            filters.length > 0
              ? sql`(select count(*)::int from ${products} where ${and(matches(tsq), ...filters)})`
              : null,
          summary: known ? null : summarySql({ where: matches(tsq), named: inName(tsq), facets, now }),
          now,
        });
      },
    });

  let found = await page(tsQueryText(words, corrections, '&'));
  let unmatched: TSearchData['unmatched'] = null;
  let kept = words;
  if (found.summary.total === 0 && words.length > 1) {
    unmatched = unmatchedWords(words, corrections, await wordsFound(db, words, corrections));
    if (unmatched) {
      const missing = new Set(unmatched.words);
      kept = words.filter((w) => !missing.has(w));
      found = await page(tsQueryText(kept, corrections, '&'));
    }
  }
  // The words left find products one by one but not together (or not with the filters): any of
  // them may match. Every page of such a search asks again, so its later pages are the same kind.
  const none = found.summary.total === 0 || (found.page.rows.length === 0 && q.page === 1);
  if (none && kept.length > 1) found = await page(tsQueryText(kept, corrections, '|'));
  const total = filters.length > 0 ? (found.page.total ?? 0) : found.summary.total;
  return {
    data: {
      ...empty,
      products: await cardsIn(
        db,
        locale,
        await priceCards(db, datedCards(found.page.rows, found.page.closed, now), now),
      ),
      filterbox: found.summary.filterbox,
      correctedQuery: correctedText(words, corrections),
      unmatched,
    },
    pagination: paginate(total, found.page.rows.length, q.perPage, q.page),
  };
}

type SuggestionRow = { type: 'product' | 'category'; label: string; slug: string; image: string | null };

/**
 * search/suggestions?q=: while typing, up to 3 categories and then products (in search's order,
 * suggest-sql.ts), 8 in all, found and named in either language and labelled in the answer's.
 * At most two queries (correction unless remembered, then one UNION ALL); nothing for fewer
 * than 2 characters.
 */
export async function searchSuggestions({
  db,
  q,
  locale = 'en',
}: Db & { q: string; locale?: Locale }): Promise<{ suggestions: TSearchSuggestion[] }> {
  const query = cleanQuery(q).slice(0, SEARCH_QUERY_MAX);
  const words = tokenize(query);
  if (query.length < 2 || words.length === 0) return { suggestions: [] };
  const corrections = await correctWords({ db, words });
  const all = tsQueryText(words, corrections, '&');
  const any = tsQueryText(words, corrections, '|');
  const nepali = locale === 'ne';
  const names = sql`to_tsvector('english', c.name || ' ' || coalesce(c.name_ne, ''))`;
  const res = await db.execute(sql`
    (select 'category' as type, ${nepali ? sql`coalesce(c.name_ne, c.name)` : sql`c.name`} as label, c.slug, c.image
       from categories c
      where c.is_active and ${names} @@ to_tsquery('english', ${any})
      order by ts_rank(${names}, to_tsquery('english', ${any})) desc, c.sort_order, c.id
      limit 3)
    union all
    (${suggestedProducts(all, SEARCH_SUGGESTIONS_MAX, nepali)})
  `);
  const suggestions = rowsOf<SuggestionRow>(res)
    .slice(0, SEARCH_SUGGESTIONS_MAX)
    .map((r) => ({
      type: r.type,
      label: r.label,
      url: r.type === 'category' ? `/category/${r.slug}` : `/product/${r.slug}`,
      image: r.image,
    }));
  return { suggestions };
}
