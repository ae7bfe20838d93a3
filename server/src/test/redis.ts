import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the tests use (the machine's own, as CI's), and channels of their own: tests that
 * run at the same time, in this run or another, never hear each other.
 */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export const uniqueChannel = () => `upahar-test:${randomBytes(6).toString('hex')}`;

/** A plain connection for a test to watch or play another instance; closed by `quit`. */
export const testRedis = () => new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });

/** Polls `check` until it holds or `ms` pass; answers whether it held. */
export async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}
