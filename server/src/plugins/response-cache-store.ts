import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Header values as Fastify hands them out. */
export type StoredHeaders = Record<string, string | number | string[] | undefined>;

/** One stored answer: the bytes exactly as they went out (compressed or not) and their headers. */
export type CachedAnswer = {
  headers: StoredHeaders;
  /**
   * The same headers as one flat list of names and values, as Node's writeHead takes them, ending
   * with `x-cache: hit` and `age`, whose value (the last item) is set on each hit.
   */
  headerLines: string[];
  body: Buffer;
  etag: string;
  storedAt: number;
  expiresAt: number;
  /** Once expired: until when one request is rendering it anew, so others get this one. */
  renewingUntil: number;
  size: number;
  /** The route pattern that answered it, so a hit is counted under that route in the metrics. */
  route: string;
};

export type StoreLimits = { ttlMs: number; maxEntries: number; maxBytes: number };

// Keys, header values and the Map's own bookkeeping are counted as this much per entry, so many
// tiny answers cannot grow the memory far beyond the byte limit.
const ENTRY_OVERHEAD = 512;

// How long the request renewing an expired answer has before another one tries.
const RENEWAL_WAIT_MS = 5_000;

function headerLines(headers: StoredHeaders): string[] {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push(name, String(one));
  }
  lines.push('x-cache', 'hit', 'age', '0');
  return lines;
}

/** A strong validator from the bytes themselves: the same answer keeps its ETag after a refill. */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Answers by key, least recently used first out, bounded in count and in bytes (lru-cache does
 * the bookkeeping). `clear` starts a new generation: an answer that began rendering before the
 * clear is refused when it arrives, since it may show what was just changed.
 */
export class ResponseStore {
  readonly #entries: LRUCache<string, CachedAnswer>;
  readonly #limits: StoreLimits;
  readonly #now: () => number;
  #generation = 0;

  constructor(limits: StoreLimits, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
    this.#entries = new LRUCache<string, CachedAnswer>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (entry) => entry.size,
    });
  }

  get generation() {
    return this.#generation;
  }

  /** One answer may take at most an eighth of the cache, so one huge page cannot empty it. */
  get maxEntryBytes() {
    return Math.floor(this.#limits.maxBytes / 8);
  }

  /**
   * The answer stored under `key`, while fresh. Once its time is up, the first request to ask
   * gets nothing and renders it anew, while the others get the old answer for up to another
   * lifetime or until the new one is stored: when a busy page expires, one request renders it
   * instead of every visitor arriving in that moment (who would all queue for the renderer).
   * If that render stores nothing (it failed, or the visitor left), another request tries after
   * a few seconds.
   */
  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.expiresAt <= now) {
      if (now >= entry.expiresAt + this.#limits.ttlMs) {
        this.#entries.delete(key);
        return undefined;
      }
      if (entry.renewingUntil <= now) {
        entry.renewingUntil = now + RENEWAL_WAIT_MS;
        return undefined;
      }
    }
    return entry;
  }

  /** Stores an answer unless the cache was cleared since `generation` or it is too big. */
  set(
    key: string,
    headers: StoredHeaders,
    body: Buffer,
    generation: number,
    route = '',
  ): CachedAnswer | null {
    if (generation !== this.#generation) return null;
    const size = body.length + key.length + ENTRY_OVERHEAD;
    if (size > this.maxEntryBytes) return null;
    const now = this.#now();
    const etag = typeof headers.etag === 'string' ? headers.etag : etagOf(body);
    // Ready to be written as they are: the length is that of these bytes.
    const stored: StoredHeaders = { ...headers, etag, 'content-length': String(body.length) };
    const entry: CachedAnswer = {
      headers: stored,
      headerLines: headerLines(stored),
      body,
      etag,
      storedAt: now,
      expiresAt: now + this.#limits.ttlMs,
      renewingUntil: 0,
      size,
      route,
    };
    this.#entries.set(key, entry);
    return entry;
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }

  stats() {
    return { entries: this.#entries.size, bytes: this.#entries.calculatedSize, generation: this.#generation };
  }
}
