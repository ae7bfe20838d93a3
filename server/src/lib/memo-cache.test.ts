import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import {
  createMemoCache,
  invalidateEveryMemo,
  invalidateMemoFromElsewhere,
  onMemoInvalidated,
} from './memo-cache.ts';

// Only the handle's identity matters to the cache.
const fakeDb = () => ({}) as DbOrTx;

describe('createMemoCache', () => {
  it('builds once while fresh, again after the lifetime', async () => {
    vi.useFakeTimers();
    try {
      const cache = createMemoCache({ name: 'test' });
      const db = fakeDb();
      let builds = 0;
      const build = async () => ++builds;
      expect(await cache.get(db, 'k', 1000, build)).toBe(1);
      expect(await cache.get(db, 'k', 1000, build)).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(await cache.get(db, 'k', 1000, build)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a build in progress and keeps databases apart', async () => {
    const cache = createMemoCache({ name: 'test' });
    const [a, b] = [fakeDb(), fakeDb()];
    let builds = 0;
    const build = async () => ++builds;
    const [x, y] = await Promise.all([cache.get(a, 'k', 60_000, build), cache.get(a, 'k', 60_000, build)]);
    expect([x, y]).toEqual([1, 1]);
    expect(await cache.get(b, 'k', 60_000, build)).toBe(2);
  });

  it('rebuilds after invalidate, including a build that started before it', async () => {
    const cache = createMemoCache({ name: 'test' });
    const db = fakeDb();
    let builds = 0;
    const build = async () => ++builds;
    const started = cache.get(db, 'k', 60_000, build);
    cache.invalidate();
    expect(await started).toBe(1);
    expect(await cache.get(db, 'k', 60_000, build)).toBe(2);
    expect(await cache.get(db, 'k', 60_000, build)).toBe(2);
  });

  it('does not remember a failure, and forget drops one database', async () => {
    const cache = createMemoCache({ name: 'test' });
    const db = fakeDb();
    await expect(cache.get(db, 'k', 60_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'k', 60_000, async () => 'up')).toBe('up');
    cache.forget(db);
    expect(await cache.get(db, 'k', 60_000, async () => 'again')).toBe('again');
  });

  it('stays bounded by clearing when full', async () => {
    const cache = createMemoCache({ name: 'test', maxEntries: 2 });
    const db = fakeDb();
    await cache.get(db, 'a', 60_000, async () => 'a1');
    await cache.get(db, 'b', 60_000, async () => 'b1');
    await cache.get(db, 'c', 60_000, async () => 'c1');
    expect(await cache.get(db, 'a', 60_000, async () => 'a2')).toBe('a2');
  });

  it("tells listeners of its own invalidations, and applies another instance's without telling", async () => {
    const told: string[] = [];
    const stop = onMemoInvalidated((name) => told.push(name));
    try {
      const cache = createMemoCache({ name: 'told-test' });
      const other = createMemoCache({ name: 'untouched-test' });
      const db = fakeDb();
      let builds = 0;
      const build = async () => ++builds;
      await cache.get(db, 'k', 60_000, build);
      await other.get(db, 'k', 60_000, build);
      cache.invalidate();
      invalidateEveryMemo();
      expect(told).toEqual(['told-test', '*']);

      await cache.get(db, 'k', 60_000, build);
      const before = await other.get(db, 'k', 60_000, build);
      invalidateMemoFromElsewhere('told-test');
      expect(await other.get(db, 'k', 60_000, build)).toBe(before);
      expect(await cache.get(db, 'k', 60_000, build)).toBe(before + 1);
      invalidateMemoFromElsewhere('*');
      expect(await other.get(db, 'k', 60_000, build)).toBe(before + 2);
      expect(told).toEqual(['told-test', '*']);
    } finally {
      stop();
    }
  });
});
