import type { TDeliveryLocation } from '@upahar/contract';
import { LAST_DELIVERY_LOCATION_MS } from '@upahar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '~/lib/storage';
import { filterLocations, readLastLocation, rememberLocation } from './location-store';

const loc = (id: number, name: string, district = 'Kathmandu'): TDeliveryLocation => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  district,
  lat: 27.7,
  lng: 85.3,
  charge: 15_000,
});
const list = [loc(1, 'Baneshwor'), loc(2, 'Kirtipur'), loc(3, 'Patan', 'Lalitpur'), loc(4, 'Old Baneshwor')];

describe('filterLocations', () => {
  it('matches names, districts and aliases, names starting with the text first', () => {
    expect(filterLocations(list, {}, 'banesh').map((l) => l.id)).toEqual([1, 4]);
    expect(filterLocations(list, {}, 'lalit').map((l) => l.id)).toEqual([3]);
    expect(filterLocations(list, { 'mangal bazaar': 3 }, 'mangal').map((l) => l.id)).toEqual([3]);
    expect(filterLocations(list, {}, '  ')).toHaveLength(4);
    expect(filterLocations(list, {}, 'pokhara')).toEqual([]);
  });
});

describe('last delivery location (72 days)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    (globalThis as { window?: unknown }).window = {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as { window?: unknown }).window;
  });

  it('is restored before it expires and forgotten after', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    rememberLocation({ id: 2, name: 'Kirtipur' });
    vi.setSystemTime(Date.now() + LAST_DELIVERY_LOCATION_MS - 1000);
    expect(readLastLocation()).toEqual({ id: 2, name: 'Kirtipur' });
    vi.setSystemTime(Date.now() + 2000);
    expect(readLastLocation()).toBeNull();
    expect(store.has(STORAGE_KEYS.lastLocation)).toBe(false);
  });
});
