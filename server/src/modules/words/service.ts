import { currentLocale, type TRefusedWord, type ZRefusedWordBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refusedWords } from '../../db/schema/words.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { recordChange } from '../audit/index.ts';
import { findRefused, normalizeEntry } from './match.ts';

// The refused words: the admins' list and changes (each in the audit log), and the check every
// message to be written on a cake or card passes. The list is read on every such message, so it
// is kept in memory: dropped here on every change and, through the cache bus, on the other
// instances; the short lifetime bounds how long an instance that missed a drop stays stale.

type Body = z.output<typeof ZRefusedWordBody>;
type Row = typeof refusedWords.$inferSelect;

const LIST_TTL_MS = 30_000;
const cache = createMemoCache({ name: 'refused-words', maxEntries: 4 });

const view = (r: Row): TRefusedWord => ({
  id: r.id,
  word: r.word,
  reason: r.reason,
  reasonNe: r.reasonNe,
  updatedAt: r.updatedAt.toISOString(),
});

const missing = () => new AppError('not_found', m.words_not_found(), 404);
const taken = () => new AppError('word_taken', m.words_taken(), 409, { word: [m.words_taken()] });

type Listed = { word: string; reason: string; reasonNe: string; words: string[] };

/** The list as matching reads it, from memory when it is fresh. */
const listed = (db: DbOrTx): Promise<Listed[]> =>
  cache.get(db, 'all', LIST_TTL_MS, async () => {
    const rows = await db.select().from(refusedWords);
    return rows.map((r) => ({ ...r, words: r.normalized.split(' ') }));
  });

/** The message's first refused word or phrase with its reason in the reader's language, or null. */
async function refusedWordIn(o: { db: DbOrTx; text: string }) {
  const hit = findRefused(o.text, await listed(o.db));
  if (!hit) return null;
  return { word: hit.word, reason: currentLocale() === 'ne' ? hit.reasonNe : hit.reason };
}

/**
 * Throws a 400 naming the refused word and its reason under `field` ("'xyz' can't be written on
 * a cake: offensive language"); `on` words the place, a cake or a gift card. Empty text passes.
 */
export async function checkMessageWords(o: {
  db: DbOrTx;
  text: string | null | undefined;
  field: string;
  on?: 'cake' | 'card';
}): Promise<void> {
  if (!o.text?.trim()) return;
  const hit = await refusedWordIn({ db: o.db, text: o.text });
  if (!hit) return;
  const message = (o.on === 'card' ? m.words_refused_card : m.words_refused_cake)(hit);
  throw new AppError('refused_word', message, 400, { [o.field]: [message] });
}

export async function listWords(o: { db: DbOrTx }): Promise<TRefusedWord[]> {
  const rows = await o.db.select().from(refusedWords).orderBy(asc(refusedWords.normalized));
  return rows.map(view);
}

/** The stored values of a body; an entry with no letters at all is refused as empty. */
function valuesOf(body: Body) {
  const normalized = normalizeEntry(body.word);
  if (!normalized)
    throw new AppError('bad_word', m.words_error_word(), 400, { word: [m.words_error_word()] });
  return { word: body.word, normalized, reason: body.reason, reasonNe: body.reasonNe };
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (e as { cause?: { code?: string } })?.cause?.code === '23505';

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw taken();
    throw e;
  } finally {
    cache.invalidate();
  }
}

export const createWord = (o: { db: Db; body: Body }) =>
  saving(() =>
    o.db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx
        .insert(refusedWords)
        .values({ ...valuesOf(o.body), createdAt: now, updatedAt: now })
        .returning();
      await recordChange(tx, { entity: 'refused_word', entityId: row.id, before: null, after: view(row) });
      return view(row);
    }),
  );

export const updateWord = (o: { db: Db; id: number; body: Body }) =>
  saving(() =>
    o.db.transaction(async (tx) => {
      const [before] = await tx.select().from(refusedWords).where(eq(refusedWords.id, o.id)).for('update');
      if (!before) throw missing();
      const [row] = await tx
        .update(refusedWords)
        .set({ ...valuesOf(o.body), updatedAt: clock.now() })
        .where(eq(refusedWords.id, o.id))
        .returning();
      await recordChange(tx, {
        entity: 'refused_word',
        entityId: row.id,
        before: view(before),
        after: view(row),
      });
      return view(row);
    }),
  );

export const deleteWord = (o: { db: Db; id: number }) =>
  saving(() =>
    o.db.transaction(async (tx) => {
      const [row] = await tx.delete(refusedWords).where(eq(refusedWords.id, o.id)).returning();
      if (!row) throw missing();
      await recordChange(tx, { entity: 'refused_word', entityId: row.id, before: view(row), after: null });
    }),
  );
