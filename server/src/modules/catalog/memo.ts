import type { DbOrTx } from '../../db/client.ts';

// Small in-memory caches for answers that change slowly and cost a scan (ARCHITECTURE 7):
// kept per database handle (tests run many databases in one process), bounded in size, and
// short-lived, because several processes may share one database (ARCHITECTURE 1).
const MAX_ENTRIES = 1000;
const caches = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

export function memo<T>(db: DbOrTx, key: string, ttlMs: number, build: () => Promise<T>): Promise<T> {
  let perDb = caches.get(db);
  if (!perDb) {
    perDb = new Map();
    caches.set(db, perDb);
  }
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  if (perDb.size >= MAX_ENTRIES) perDb.clear();
  const value = build();
  perDb.set(key, { at: Date.now(), value });
  // A failure is not remembered.
  value.catch(() => perDb.delete(key));
  return value;
}

/** Forgets every cached answer of one database (tests that change data between calls). */
export const forgetMemo = (db: DbOrTx) => caches.delete(db);
