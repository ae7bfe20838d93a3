import { describe, expect, it } from 'vitest';
import {
  arriveByFault,
  arriveByProblem,
  facetOptions,
  isPoundValue,
  listingFacets,
  poundLabel,
  showsFlag,
  sizeFacetTitle,
} from './catalog-rules.ts';

describe('listing filters per kind', () => {
  it('gives cakes their own filters, flowers stems and colour, cars and donations the plain ones', () => {
    expect(listingFacets('cake')).toEqual(
      expect.arrayContaining(['pound', 'flavour', 'occasion', 'arriveBy', 'eggless']),
    );
    expect(listingFacets('cake')).not.toContain('color');
    expect(listingFacets('flowers')).toEqual(
      expect.arrayContaining(['size', 'color', 'occasion', 'arriveBy']),
    );
    expect(listingFacets('flowers')).not.toContain('pound');
    expect(listingFacets('gifts')).toEqual(expect.arrayContaining(['size', 'color', 'brand']));
    for (const kind of ['automobiles', 'donations']) {
      expect(listingFacets(kind)).toEqual(['size', 'color', 'brand', 'tags']);
    }
    expect(listingFacets(null)).not.toContain('pound');
    expect([sizeFacetTitle('flowers'), sizeFacetTitle('cake')]).toEqual(['Stems', 'Size']);
  });

  it('accepts weights in half pounds and words them', () => {
    expect(['0.5', '1', '1.5', '2.0', '100'].every(isPoundValue)).toBe(true);
    expect(['0', '0.3', '-1', 'abc', '101', '1e1', ' 2', ''].some(isPoundValue)).toBe(false);
    expect([poundLabel('0.5'), poundLabel('2')]).toEqual(['½ lb', '2 lb']);
  });

  it('says what is wrong with an arrive-by date', () => {
    expect(arriveByProblem('2026-05-14', '2026-05-14')).toBeNull();
    expect(arriveByProblem('2026-08-12', '2026-05-14')).toBeNull();
    expect(arriveByProblem('2026-08-13', '2026-05-14')).toMatch(/within the next 90 days/);
    expect(arriveByProblem('2026-05-13', '2026-05-14')).toMatch(/today or a later date/);
    expect(arriveByProblem('2026-02-30', '2026-01-01')).toMatch(/Use a date like/);
    expect(arriveByFault('2026-05-14', '2026-05-14')).toBeNull();
    expect(arriveByFault('2026-05-13', '2026-05-14')).toBe('past');
  });

  it('offers only options that narrow the list, and hides a filter with fewer than two', () => {
    const o = (value: string, count: number) => ({ value, label: value, count });
    expect(facetOptions([o('a', 3), o('b', 10), o('c', 0), o('d', 5)], 10, [])).toEqual([
      o('a', 3),
      o('d', 5),
    ]);
    // One choice is no choice, unless it is the one chosen.
    expect(facetOptions([o('a', 3), o('b', 10)], 10, [])).toEqual([]);
    expect(facetOptions([o('a', 3), o('b', 10)], 10, ['a'])).toEqual([o('a', 3)]);
    expect([showsFlag(0, 10, false), showsFlag(10, 10, false), showsFlag(4, 10, false)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(showsFlag(0, 10, true)).toBe(true);
  });
});
