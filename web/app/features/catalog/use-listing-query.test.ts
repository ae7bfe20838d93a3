import { listingFacets } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  parseListingParams,
  parsePage,
  toApiQuery,
  toggleValue,
  toSearchParams,
} from './use-listing-query';

const sp = (s: string) => new URLSearchParams(s);

describe('listing query mapping (filters)', () => {
  it('reads comma lists, repeated params, prices and sort', () => {
    const f = parseListingParams(
      sp('size=1-lb,2-lb&brand=a&brand=b&color=red&minPrice=500&maxPrice=2000&sort=price-asc'),
    );
    expect(f).toEqual({
      ...EMPTY_FILTERS,
      size: ['1-lb', '2-lb'],
      brand: ['a', 'b'],
      color: ['red'],
      minPrice: 500,
      maxPrice: 2000,
      sort: 'price-asc',
    });
  });

  it('drops bad values, clamps to 0..5000 and swaps a reversed range', () => {
    expect(parseListingParams(sp('minPrice=abc&maxPrice=&sort=cheapest'))).toEqual(EMPTY_FILTERS);
    const f = parseListingParams(sp('minPrice=4000&maxPrice=100'));
    expect([f.minPrice, f.maxPrice]).toEqual([100, 4000]);
    // The price bounds (0 and 5000) are the default, so they are not a filter.
    const g = parseListingParams(sp('minPrice=-20&maxPrice=99999'));
    expect([g.minPrice, g.maxPrice]).toEqual([null, null]);
  });

  it('builds the API query with 24 a page and only what is set', () => {
    expect(toApiQuery(EMPTY_FILTERS)).toEqual({ page: 1, perPage: 24 });
    const f = {
      ...EMPTY_FILTERS,
      tags: ['kids', 'photo'],
      maxPrice: 1500,
      sort: 'newest' as const,
      eggless: true,
    };
    expect(toApiQuery(f, 3)).toEqual({
      page: 3,
      perPage: 24,
      tags: 'kids,photo',
      maxPrice: 1500,
      sort: 'newest',
      eggless: '1',
    });
  });

  it('round-trips through the URL, keeping foreign params and dropping page', () => {
    const f = { ...EMPTY_FILTERS, size: ['2-lb'], color: ['pink', 'white'], minPrice: 300 };
    const out = toSearchParams(f, sp('query=cake&page=4&size=old'));
    expect(out.toString()).toBe('query=cake&size=2-lb&color=pink%2Cwhite&minPrice=300');
    expect(parseListingParams(out)).toEqual(f);
  });

  it('counts active filters and toggles values', () => {
    const f = toggleValue(toggleValue(EMPTY_FILTERS, 'brand', 'x'), 'brand', 'y');
    expect(f.brand).toEqual(['x', 'y']);
    expect(toggleValue(f, 'brand', 'x').brand).toEqual(['y']);
    expect(activeFilterCount({ ...f, minPrice: 10, sameDay: true, sort: 'newest' })).toBe(4);
  });

  it('reads the cake filters and "can arrive by", dropping bad values and keeping the rest', () => {
    const now = new Date('2026-05-14T04:00:00Z'); // 09:45 in Kathmandu
    const f = parseListingParams(
      sp('pound=2,0.5,2.0&flavour=chocolate&flavour=vanilla&occasion=birthday&arriveBy=2026-05-16&eggless=1'),
      now,
    );
    expect(f).toMatchObject({
      pound: ['2', '0.5'],
      flavour: ['chocolate', 'vanilla'],
      occasion: ['birthday'],
      arriveBy: '2026-05-16',
      eggless: true,
    });
    // A weight that is not a half pound, a date that has passed, one too far ahead or not a date.
    const bad = parseListingParams(sp('pound=0.3,abc,3&arriveBy=2026-05-13&flavour=mango'), now);
    expect(bad).toMatchObject({ pound: ['3'], arriveBy: null, flavour: ['mango'] });
    expect(parseListingParams(sp('arriveBy=2026-09-01'), now).arriveBy).toBeNull();
    expect(parseListingParams(sp('arriveBy=2026-02-30'), now).arriveBy).toBeNull();
    expect(parseListingParams(sp('arriveBy=2026-05-14'), now).arriveBy).toBe('2026-05-14');
  });

  it('writes the cake filters into the API query and the URL, and back', () => {
    const now = new Date('2026-05-14T04:00:00Z');
    const f = {
      ...EMPTY_FILTERS,
      pound: ['1.5'],
      flavour: ['red-velvet'],
      occasion: ['anniversary', 'birthday'],
      arriveBy: '2026-05-15',
      minPrice: 500,
    };
    expect(toApiQuery(f)).toEqual({
      page: 1,
      perPage: 24,
      pound: '1.5',
      flavour: 'red-velvet',
      occasion: 'anniversary,birthday',
      arriveBy: '2026-05-15',
      minPrice: 500,
    });
    const url = toSearchParams(f, sp('page=3&arriveBy=2026-05-20'));
    expect(url.toString()).toBe(
      'pound=1.5&flavour=red-velvet&occasion=anniversary%2Cbirthday&arriveBy=2026-05-15&minPrice=500',
    );
    expect(parseListingParams(url, now)).toEqual(f);
    expect(toSearchParams({ ...f, arriveBy: null, pound: [] }, url).toString()).toBe(
      'flavour=red-velvet&occasion=anniversary%2Cbirthday&minPrice=500',
    );
  });

  it('counts only the filters the listing offers', () => {
    const f = { ...EMPTY_FILTERS, pound: ['2'], color: ['red'], arriveBy: '2026-05-15', eggless: true };
    expect(activeFilterCount(f)).toBe(4);
    // Flowers have no weight and are never eggless; cakes have no colour.
    expect(activeFilterCount(f, listingFacets('flowers'))).toBe(2);
    expect(activeFilterCount(f, listingFacets('cake'))).toBe(3);
  });

  it('reads the page, defaulting odd values to 1', () => {
    expect(parsePage(sp('page=3'))).toBe(3);
    expect(parsePage(sp('page=0'))).toBe(1);
    expect(parsePage(sp('page=x'))).toBe(1);
  });
});
