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

  it('reads the page, defaulting odd values to 1', () => {
    expect(parsePage(sp('page=3'))).toBe(3);
    expect(parsePage(sp('page=0'))).toBe(1);
    expect(parsePage(sp('page=x'))).toBe(1);
  });
});
