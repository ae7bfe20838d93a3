import type { TUnmatchedWords } from '@upahar/contract';
import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { onSale, rowsOf } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { tsQueryText } from './terms.ts';

// When no product has every word of a search, the shopper should learn which words found
// nothing at all ("yomari" of "yomari cake") rather than be shown unrelated cakes in silence.

/** For each word (with its typo correction), whether any product on sale has it: one statement. */
export async function wordsFound(
  db: DbOrTx,
  words: readonly string[],
  corrections: Map<string, string>,
): Promise<boolean[]> {
  const checks = words.map(
    (w, i) =>
      sql`select ${i}::int as i, exists (select 1 from ${products} where ${and(
        onSale,
        sql`${products.search} @@ to_tsquery('english', ${tsQueryText([w], corrections, '&')})`,
      )}) as found`,
  );
  const res = await db.execute(sql.join(checks, sql` union all `));
  const found = words.map(() => false);
  for (const r of rowsOf<{ i: number; found: boolean }>(res)) found[r.i] = r.found;
  return found;
}

/**
 * What to tell the shopper when some words found nothing: those words as searched, and the
 * others, corrected, that the results are for. Null when every word or no word found something
 * (then there is nothing to single out).
 */
export function unmatchedWords(
  words: readonly string[],
  corrections: Map<string, string>,
  found: readonly boolean[],
): TUnmatchedWords | null {
  const missing = [...new Set(words.filter((_, i) => !found[i]))];
  const kept = [...new Set(words.filter((_, i) => found[i]).map((w) => corrections.get(w) ?? w))];
  if (missing.length === 0 || kept.length === 0) return null;
  return { words: missing, resultsFor: kept.join(' ') };
}
