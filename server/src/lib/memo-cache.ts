import type { DbOrTx } from '../db/client.ts';

type Entry = { at: number; version: number; value: Promise<unknown> };

export type MemoCache = {
  /** Names the cache to the other instances of the shop, which drop theirs when this one's is. */
  readonly name: string;
  /**
   * The answer remembered under `key` for this database if it is younger than `ttlMs` and no
   * `invalidate()` came since it was started; otherwise `build()`'s, remembered. Callers that
   * arrive while it is being built share the same build.
   */
  get<T>(db: DbOrTx, key: string, ttlMs: number, build: () => Promise<T>): Promise<T>;
  /** Drops every answer of every database, for a change the answers were built from. */
  invalidate(): void;
  /** Forgets every answer of one database (tests that change data between calls). */
  forget(db: DbOrTx): void;
};

/** Told the name of each cache invalidated in this process, or `*` for all of them at once. */
export type MemoListener = (name: string) => void;

const everyCache = new Set<{ cache: MemoCache; drop(): void }>();
const listeners = new Set<MemoListener>();

const tell = (name: string) => {
  for (const listener of listeners) listener(name);
};

/**
 * A small in-memory cache for answers that change slowly and cost a scan. Answers are kept per
 * database handle because tests run many databases in one process; the number kept is bounded;
 * and they are short-lived, which bounds how stale an instance's answers get when it misses
 * another instance's invalidation (see the cache bus).
 */
export function createMemoCache({
  name,
  maxEntries = 1000,
}: {
  name: string;
  maxEntries?: number;
}): MemoCache {
  let version = 0;
  const caches = new WeakMap<object, Map<string, Entry>>();
  const cache: MemoCache = {
    name,
    get<T>(db: DbOrTx, key: string, ttlMs: number, build: () => Promise<T>): Promise<T> {
      let perDb = caches.get(db);
      if (!perDb) {
        perDb = new Map();
        caches.set(db, perDb);
      }
      const hit = perDb.get(key);
      if (hit && hit.version === version && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
      if (perDb.size >= maxEntries) perDb.clear();
      // Stamped with the version it started under, so an invalidation during the build makes it
      // stale at once rather than remembering an answer from before the change.
      const entry: Entry = { at: Date.now(), version, value: build() };
      perDb.set(key, entry);
      const map = perDb;
      // A failure is not remembered.
      entry.value.catch(() => {
        if (map.get(key) === entry) map.delete(key);
      });
      return entry.value as Promise<T>;
    },
    invalidate() {
      version++;
      tell(name);
    },
    forget(db: DbOrTx) {
      caches.delete(db);
    },
  };
  everyCache.add({ cache, drop: () => void version++ });
  return cache;
}

/**
 * Drops every remembered answer of every cache in this process: for a change that reaches across
 * the shop at once, such as a store suspended, whose products must leave every list now.
 */
export function invalidateEveryMemo(): void {
  for (const { drop } of everyCache) drop();
  tell('*');
}

/** Hears every invalidation made in this process (to pass it on); returns how to stop. */
export function onMemoInvalidated(listener: MemoListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Applies an invalidation that another instance made (`*`: all caches): the answers are dropped
 * as by `invalidate`, but the listeners are not told, so it is never sent back.
 */
export function invalidateMemoFromElsewhere(name: string): void {
  for (const { cache, drop } of everyCache) if (name === '*' || cache.name === name) drop();
}
