import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { rowsOf } from '../catalog/index.ts';

// Typo tolerance ("choclate cak" finds chocolate cakes). Each word of the query is matched
// to the closest word products are known by, from the small search_terms vocabulary (trigram
// similarity, prefix for the word being typed). The product query then looks for either spelling
// with full-text search (GIN on products.search). See docs/decisions/006-search-typo-vocabulary.md.

const MAX_WORDS = 8;

/** Lower-case words of letters and digits (any script), at most 8. */
export const tokenize = (q: string) =>
  q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);

/** Whitespace collapsed, as shown back and stored in history. */
export const cleanQuery = (q: string) => q.replace(/\s+/g, ' ').trim();

const correctable = (w: string) => w.length >= 3 && !/^\d+$/.test(w);

/**
 * For each word, the vocabulary word it most likely means (itself when known; the shortest word
 * it starts; else the most similar by trigrams, pg_trgm's `%` over the GIN index): one query, or
 * none while the same words are remembered.
 */
export function correctWords({ db, words }: { db: DbOrTx; words: string[] }): Promise<Map<string, string>> {
  const ask = [...new Set(words.filter(correctable))].sort();
  if (ask.length === 0) return Promise.resolve(new Map());
  return remembered.get(db, ask.join(' '), CORRECTIONS_TTL_MS, () => lookUp(db, ask));
}

// The same words get the same corrections until the vocabulary changes: they are kept a minute
// (a search or every key of a suggestion then costs no statement for them), and forgotten when
// the vocabulary is refreshed.
const remembered = createMemoCache({ name: 'search-terms' });
const CORRECTIONS_TTL_MS = 60_000;

async function lookUp(db: DbOrTx, ask: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // Words hold only letters and digits (tokenize), so a space separates them safely.
  const res = await db.execute(sql`
    select q.w as word, (
      select t.word from search_terms t
      where t.word % q.w or t.word like q.w || '%'
      order by (t.word = q.w) desc, (t.word like q.w || '%') desc, similarity(t.word, q.w) desc,
               t.products desc, length(t.word), t.word
      limit 1
    ) as match
    from unnest(string_to_array(${ask.join(' ')}, ' ')) as q(w)
  `);
  for (const r of rowsOf<{ word: string; match: string | null }>(res)) {
    if (r.match) out.set(r.word, r.match);
  }
  return out;
}

/**
 * A to_tsquery text: every word as a prefix, or its correction. Words are letters and digits
 * only, so nothing in them is tsquery syntax; the text is still sent as a parameter.
 */
export function tsQueryText(words: string[], corrections: Map<string, string>, op: '&' | '|') {
  return words
    .map((w) => {
      const alts = [...new Set([w, corrections.get(w) ?? w])];
      return alts.length === 1 ? `${alts[0]}:*` : `(${alts.map((a) => `${a}:*`).join(' | ')})`;
    })
    .join(` ${op} `);
}

/** "chocolate cake" for "choclate cak"; null when nothing was corrected. */
export function correctedText(words: string[], corrections: Map<string, string>) {
  const fixed = words.map((w) => corrections.get(w) ?? w);
  return fixed.some((w, i) => w !== words[i]) ? fixed.join(' ') : null;
}

/**
 * Adds the words of products (names in both languages, tags, category, brand, store and
 * occasion names, the Nepali name in Latin letters) and of categories to the vocabulary. `since` limits it to products changed after that instant;
 * `onlyIfEmpty` fills a fresh database once. One statement either way.
 */
export async function refreshSearchTerms({
  db,
  since,
  onlyIfEmpty = false,
}: {
  db: DbOrTx;
  since?: Date;
  onlyIfEmpty?: boolean;
}) {
  const changed = since ? sql`and p.updated_at > ${since.toISOString()}::timestamptz` : sql``;
  const guard = onlyIfEmpty ? sql`and not exists (select 1 from search_terms)` : sql``;
  await db.execute(sql`
    insert into search_terms (word, products)
    select w, count(distinct id)::int from (
      select p.id::text as id, regexp_split_to_table(
        lower(p.name || ' ' || coalesce(p.name_ne, '') || ' ' || immutable_array_to_string(p.tags) || ' ' || p.keywords),
        '[^[:alnum:]]+') as w
      from products p where p.is_active ${changed}
      union all
      select 'c' || c.id::text, regexp_split_to_table(lower(c.name || ' ' || coalesce(c.name_ne, '')), '[^[:alnum:]]+')
      from categories c where c.is_active
    ) words
    where length(w) >= 3 and w !~ '^[0-9]+$' ${guard}
    group by w
    on conflict (word) do update set products = greatest(search_terms.products, excluded.products)
  `);
  remembered.invalidate();
}

/**
 * How far back each periodic refresh looks: three of its five-minute periods, so a run or two
 * missed (every instance restarting) loses no word. Words never need to be removed to stay
 * correct, and adding one twice changes nothing.
 */
const CHANGED_WINDOW_MS = 15 * 60_000;

/** The periodic refresh: the words of products changed lately join the vocabulary. */
export function refreshChangedTerms({ db }: { db: DbOrTx }) {
  return refreshSearchTerms({ db, since: new Date(Date.now() - CHANGED_WINDOW_MS) });
}
