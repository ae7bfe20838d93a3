import { describe, expect, it } from 'vitest';
import { accountLimits, memoryCounters } from './account-limits.ts';

describe('memory counters', () => {
  it('count in a fixed window that the first hit opens', async () => {
    let now = 1_000_000;
    const store = memoryCounters({ now: () => now });
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 20_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    now += 40_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    await store.clear('a');
    expect((await store.hit('a', 60_000)).count).toBe(1);
  });

  it('keep at most maxKeys, dropping the oldest windows first', async () => {
    const store = memoryCounters({ maxKeys: 3, now: () => 0 });
    for (const k of ['a', 'b', 'c']) await store.hit(k, 60_000);
    await store.hit('a', 60_000);
    await store.hit('d', 60_000);
    // 'a' was opened first, so it went to make room: its count starts again.
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('d', 60_000)).count).toBe(2);
  });
});

describe('account limits', () => {
  it('allow the budget, then refuse with the time left; any spelling of the address is one key', async () => {
    let now = 0;
    const limits = accountLimits(memoryCounters({ now: () => now }));
    for (let i = 0; i < 3; i++)
      expect((await limits.take('resetMail', 'Sita@Example.com')).allowed).toBe(true);
    now = 30 * 60_000;
    expect(await limits.take('resetMail', ' sita@example.com ')).toEqual({
      allowed: false,
      retryAfterSeconds: 30 * 60,
    });
    // Each limit counts apart.
    expect((await limits.take('verifyMail', 'sita@example.com')).allowed).toBe(true);
  });

  it('allow everything without a store (RATE_LIMIT=off)', async () => {
    const limits = accountLimits(null);
    for (let i = 0; i < 50; i++) expect((await limits.take('login', 'a@example.com')).allowed).toBe(true);
  });
});
