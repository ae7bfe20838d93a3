import { describe, expect, it } from 'vitest';
import { ResponseStore } from './response-cache-store.ts';

const body = (size: number) => Buffer.alloc(size, 'a');

describe('response store', () => {
  it('once an answer expires, lets one request renew it while the others keep the old one', () => {
    let now = 1_000;
    const store = new ResponseStore({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000 }, () => now);
    store.set('k', { 'content-type': 'text/html' }, body(10), store.generation);
    now += 4_999;
    expect(store.get('k')?.body.length).toBe(10);
    now += 1;
    // The first to ask after expiry renders anew; the others meanwhile get the old answer.
    expect(store.get('k')).toBeUndefined();
    expect(store.get('k')?.body.length).toBe(10);
    expect(store.get('k')?.body.length).toBe(10);
    store.set('k', {}, body(20), store.generation);
    expect(store.get('k')?.body.length).toBe(20);
  });

  it('lets another request renew when the first stored nothing, and forgets after a second lifetime', () => {
    let now = 1_000;
    const store = new ResponseStore({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1_000_000 }, () => now);
    store.set('k', {}, body(10), store.generation);
    now += 10_000;
    expect(store.get('k')).toBeUndefined();
    now += 4_999;
    expect(store.get('k')).toBeDefined();
    now += 1;
    expect(store.get('k')).toBeUndefined();
    expect(store.get('k')).toBeDefined();
    now = 1_000 + 20_000;
    expect(store.get('k')).toBeUndefined();
    expect(store.get('k')).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('drops the least recently used answers to stay within its bytes', () => {
    const store = new ResponseStore({ ttlMs: 60_000, maxEntries: 100, maxBytes: 80_000 });
    for (const key of ['a', 'b', 'c']) store.set(key, {}, body(9_000), store.generation);
    store.get('a');
    // Each answer counts its bytes plus a fixed overhead: a fourth pushes out the oldest unused.
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i']) store.set(key, {}, body(9_000), store.generation);
    const { bytes, entries } = store.stats();
    expect(bytes).toBeLessThanOrEqual(80_000);
    expect(entries).toBe(8);
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
  });

  it('keeps an ETag the answer brought, else derives one from the bytes', () => {
    const store = new ResponseStore({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    expect(store.set('a', { etag: '"v1"' }, body(5), 0)?.etag).toBe('"v1"');
    const one = store.set('b', {}, Buffer.from('same'), 0);
    const two = store.set('c', {}, Buffer.from('same'), 0);
    expect(one?.etag).toBe(two?.etag);
    expect(one?.headers.etag).toBe(one?.etag);
  });

  it('refuses an answer begun before the last clear', () => {
    const store = new ResponseStore({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    const started = store.generation;
    store.clear();
    expect(store.set('a', {}, body(5), started)).toBeNull();
    expect(store.set('a', {}, body(5), store.generation)).not.toBeNull();
  });
});
