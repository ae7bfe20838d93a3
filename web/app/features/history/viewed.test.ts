import { VIEW_HISTORY_MAX } from '@upahar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addViewed, clearViewed, readViewed, recordViewed } from './viewed';

describe('previously viewed', () => {
  it('puts the newest first and keeps entries unique', () => {
    expect(addViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(addViewed([], 'x')).toEqual(['x']);
  });

  it('keeps at most 250 entries, dropping the oldest', () => {
    const full = Array.from({ length: VIEW_HISTORY_MAX }, (_, i) => `p${i}`);
    const next = addViewed(full, 'new');
    expect(next).toHaveLength(250);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('p249');
  });

  describe('in the browser', () => {
    const events: string[] = [];
    beforeEach(() => {
      const m = new Map<string, string>();
      vi.stubGlobal('window', {
        localStorage: {
          getItem: (k: string) => m.get(k) ?? null,
          setItem: (k: string, v: string) => void m.set(k, v),
          removeItem: (k: string) => void m.delete(k),
        },
        dispatchEvent: (e: Event) => events.push(e.type),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('records views in local storage and tells listeners', () => {
      recordViewed('a');
      recordViewed('b');
      recordViewed('a');
      expect(readViewed()).toEqual(['a', 'b']);
      expect(events).toContain('upahar:viewed');
      clearViewed();
      expect(readViewed()).toEqual([]);
    });
  });
});
