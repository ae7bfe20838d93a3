import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/** How many times a key may be counted in a window, and how long the window lasts. */
type Budget = { max: number; windowMs: number };

/**
 * Limits per account (per e-mail address, whether or not an account has it), wherever the
 * requests come from. They do the precise work; the limits per client address stay loose, because
 * a mobile carrier puts thousands of shoppers behind one public address.
 */
const ACCOUNT_LIMITS = {
  /** Sign-in attempts for one address; a correct password clears the count. */
  login: { max: 10, windowMs: 15 * 60_000 },
  /** Password-reset mails to one address. */
  resetMail: { max: 3, windowMs: 60 * 60_000 },
  /** Verification mails, and "you already have an account" mails, to one address. */
  verifyMail: { max: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Budget>;
type AccountLimit = keyof typeof ACCOUNT_LIMITS;

type Counted = { count: number; resetInMs: number };

/** Counters in fixed windows: the first hit of a key opens its window. */
export type CounterStore = {
  hit(key: string, windowMs: number): Promise<Counted>;
  clear(key: string): Promise<void>;
};

type Taken = { allowed: boolean; retryAfterSeconds: number };

export type AccountLimits = {
  /** Counts one more use of `limit` for `key`; `allowed` is false once the budget is spent. */
  take(limit: AccountLimit, key: string): Promise<Taken>;
  /** Forgets the count, e.g. when a correct password ends a run of wrong ones. */
  clear(limit: AccountLimit, key: string): Promise<void>;
};

/** A 429 whose `Retry-After` header the rate-limit plugin sets from `retryAfterSeconds`. */
export class TooManyAttempts extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_attempts', message, 429);
  }
}

// The store never holds an address in clear, so a dump of Redis lists no customers.
const keyOf = (limit: AccountLimit, key: string) =>
  `${limit}:${createHash('sha256').update(key.trim().toLowerCase()).digest('base64url').slice(0, 32)}`;

/** Limits that count in `store`; with no store (RATE_LIMIT=off) everything is allowed. */
export function accountLimits(store: CounterStore | null): AccountLimits {
  return {
    async take(limit, key) {
      if (!store) return { allowed: true, retryAfterSeconds: 0 };
      const budget = ACCOUNT_LIMITS[limit];
      const { count, resetInMs } = await store.hit(keyOf(limit, key), budget.windowMs);
      return { allowed: count <= budget.max, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
    async clear(limit, key) {
      await store?.clear(keyOf(limit, key));
    },
  };
}

/**
 * Counters in this process's memory, at most `maxKeys` of them: past that the oldest windows are
 * dropped first, so made-up addresses cannot fill the memory.
 */
export function memoryCounters(opts: { maxKeys?: number; now?: () => number } = {}): CounterStore {
  const maxKeys = opts.maxKeys ?? 100_000;
  const now = opts.now ?? Date.now;
  const counts = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= t) {
        counts.delete(key);
        // Oldest first (a Map keeps the order of insertion): ended windows, then whatever
        // makes room. Stops at the first live window once there is room, so a hit stays cheap.
        for (const [k, v] of counts) {
          if (counts.size < maxKeys && v.resetAt > t) break;
          counts.delete(k);
        }
        entry = { count: 0, resetAt: t + windowMs };
        counts.set(key, entry);
      }
      entry.count++;
      return { count: entry.count, resetInMs: entry.resetAt - t };
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/** Counters in Redis, shared by every process of the shop (as the per-route limits are). */
export function redisCounters(redis: Redis, prefix = 'upahar:account-limit:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // SET NX opens the window once; INCR and PTTL read it in the same round trip.
      const replies = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
      const count = Number(replies?.[1]?.[1] ?? 1);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
