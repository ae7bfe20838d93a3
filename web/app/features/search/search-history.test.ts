import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToHistory,
  clearVisitorHistory,
  forgetVisitorSearch,
  normaliseQuery,
  readVisitorHistory,
  rememberVisitorSearch,
  VISITOR_HISTORY_KEY,
  VISITOR_HISTORY_MAX,
} from './search-history';

/** A Map-backed stand-in for window.localStorage (the tests run in Node). */
function fakeWindow() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  return { store, window: { localStorage } };
}

describe('addToHistory', () => {
  it('puts the newest query first and keeps each query once (case-insensitive)', () => {
    expect(addToHistory(['cakes', 'flowers'], 'Flowers')).toEqual(['Flowers', 'cakes']);
    expect(addToHistory(['cakes'], 'red velvet')).toEqual(['red velvet', 'cakes']);
  });

  it('ignores blank queries and tidies spaces', () => {
    expect(addToHistory(['cakes'], '   ')).toEqual(['cakes']);
    expect(addToHistory([], '  red   velvet ')).toEqual(['red velvet']);
    expect(normaliseQuery('\tchoclate  cak\n')).toBe('choclate cak');
  });

  it(`keeps at most ${VISITOR_HISTORY_MAX} entries, dropping the oldest`, () => {
    const full = Array.from({ length: VISITOR_HISTORY_MAX }, (_, i) => `q${i}`);
    const next = addToHistory(full, 'new');
    expect(next).toHaveLength(VISITOR_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`q${VISITOR_HISTORY_MAX - 1}`);
  });
});

describe('visitor history in local storage', () => {
  let fake: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    fake = fakeWindow();
    (globalThis as { window?: unknown }).window = fake.window;
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('remembers, forgets and clears searches', () => {
    rememberVisitorSearch('cakes');
    rememberVisitorSearch('flowers');
    rememberVisitorSearch('cakes');
    expect(readVisitorHistory()).toEqual(['cakes', 'flowers']);
    expect(forgetVisitorSearch('CAKES')).toEqual(['flowers']);
    clearVisitorHistory();
    expect(readVisitorHistory()).toEqual([]);
    expect(fake.store.has(VISITOR_HISTORY_KEY)).toBe(false);
  });

  it('survives broken or foreign data in storage', () => {
    fake.store.set(VISITOR_HISTORY_KEY, '{not json');
    expect(readVisitorHistory()).toEqual([]);
    fake.store.set(VISITOR_HISTORY_KEY, JSON.stringify({ value: ['ok', 3, '', null], expiresAt: null }));
    expect(readVisitorHistory()).toEqual(['ok']);
  });

  it('returns nothing on the server (no window)', () => {
    delete (globalThis as { window?: unknown }).window;
    expect(readVisitorHistory()).toEqual([]);
  });
});
