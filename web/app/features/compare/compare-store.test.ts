import { COMPARE_EXPIRY_MS } from '@upahar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '~/lib/storage';
import { addToCompare, DUPLICATE_MESSAGE } from './compare-add';
import { loadCompare, removeFromCompare, saveCompare } from './compare-store';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('compare list (at most 3, 24 h)', () => {
  it('adds up to 3 ids', () => {
    let ids: string[] = [];
    for (const id of ['a', 'b', 'c']) {
      const r = addToCompare(ids, id);
      expect(r.kind).toBe('added');
      ids = r.ids;
    }
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('restarts the list with the new one when a 4th is added', () => {
    expect(addToCompare(['a', 'b', 'c'], 'd')).toEqual({ kind: 'restarted', ids: ['d'] });
  });

  it('refuses a duplicate with a message and keeps the list', () => {
    expect(addToCompare(['a', 'b'], 'a')).toEqual({
      kind: 'duplicate',
      ids: ['a', 'b'],
      message: DUPLICATE_MESSAGE,
    });
    expect(DUPLICATE_MESSAGE).toBe('This product is already in your comparison');
  });

  it('removes an id', () => {
    expect(removeFromCompare(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  describe('storage', () => {
    let storage: ReturnType<typeof memoryStorage>;
    beforeEach(() => {
      storage = memoryStorage();
      vi.stubGlobal('window', { localStorage: storage });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('restores the list while its 24 h expiry is in the future', () => {
      const t0 = 1_000_000;
      saveCompare(['a', 'b'], t0);
      expect(loadCompare(t0 + COMPARE_EXPIRY_MS - 1)).toEqual(['a', 'b']);
    });

    it('clears the list once expired', () => {
      const t0 = 1_000_000;
      saveCompare(['a'], t0);
      expect(loadCompare(t0 + COMPARE_EXPIRY_MS)).toEqual([]);
      expect(storage.getItem(STORAGE_KEYS.compare)).toBeNull();
    });

    it('ignores garbage in storage', () => {
      storage.setItem(
        STORAGE_KEYS.compare,
        JSON.stringify({ value: ['a', 'a', 3, '', 'b', 'c', 'd'], expiresAt: null }),
      );
      expect(loadCompare()).toEqual(['a', 'b', 'c']);
      storage.setItem(STORAGE_KEYS.compare, '{not json');
      expect(loadCompare()).toEqual([]);
    });
  });
});
