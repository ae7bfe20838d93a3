import { ZSearchResponse, ZSearchSuggestionsResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { refreshSearchTerms } from './terms.ts';

const search = async (extra: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/V2/search?query=chocolate%20cake${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZSearchResponse.parse(res.json());
};
const names = (b: { data: { products: { name: string }[] } }) => b.data.products.map((p) => p.name);

/** Every page of `perPage` from the first to one past the last, names in order. */
async function allPages(perPage: number, extra = '') {
  const out: string[] = [];
  for (let page = 1; page <= 8; page++) {
    const body = await search(`&perPage=${perPage}&page=${page}${extra}`);
    out.push(...names(body));
    if (body.data.products.length < perPage) break;
  }
  return out;
}

async function shop() {
  const cakes = await createCategory(t.db, { slug: 'cakes', name: 'Cakes', kind: 'cake' });
  const gifts = await createCategory(t.db, { slug: 'gifts', name: 'Gifts', kind: 'gifts' });
  const add = (name: string, soldCount: number, more: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.db, { name, soldCount, categoryId: cakes.id, pricePaisa: 100_000 + soldCount, ...more });
  await add('Chocolate Cake', 1);
  await add('Chocolate Fudge Cake', 5);
  await add('Dark Chocolate Cake', 3, { pricePaisa: 900_000 });
  // The words only in tags, the category's name or the description.
  await add('Birthday Special', 100, { tags: ['chocolate'] });
  await add('Party Box', 50, { categoryId: gifts.id, description: 'A chocolate cake in a box.' });
  await add('Hidden Chocolate Cake', 500, { isActive: false });
  // Best sellers that match nothing: a page read in popularity order skips them.
  for (let i = 0; i < 6; i++) await add(`Red Roses ${i}`, 1000 + i, { categoryId: gifts.id });
  await refreshSearchTerms({ db: t.db });
}

const ORDER = [
  'Chocolate Fudge Cake',
  'Dark Chocolate Cake',
  'Chocolate Cake',
  'Birthday Special',
  'Party Box',
];

describe('search order', () => {
  it('lists products with every word in their name first, then the others, each best sellers first', async () => {
    await shop();
    const first = await search('');
    expect(names(first)).toEqual(ORDER);
    expect(first.meta?.pagination).toMatchObject({ total: 5, count: 5 });
    // The same order page by page, whichever way each page is read.
    for (const perPage of [1, 2, 3]) expect(await allPages(perPage), `perPage ${perPage}`).toEqual(ORDER);
    expect(names(await search(''))).toEqual(ORDER);
  });

  it('filters and other sorts page the same way, with the filtered total', async () => {
    await shop();
    const cheap = ORDER.filter((n) => n !== 'Dark Chocolate Cake');
    expect(await allPages(2, '&maxPrice=2000')).toEqual(cheap);
    const body = await search('&maxPrice=2000&perPage=2&page=2');
    expect(body.meta?.pagination).toMatchObject({ total: 4, count: 2, totalPages: 2 });
    expect(body.data.filterbox.price).toEqual({ min: 1000, max: 9000 });
    expect(await allPages(2, '&sort=price-desc')).toEqual([
      'Dark Chocolate Cake',
      'Birthday Special',
      'Party Box',
      'Chocolate Fudge Cake',
      'Chocolate Cake',
    ]);
  });

  it('answers a new search in two statements (and the campaign times) and a remembered one in one', async () => {
    await shop();
    const cold = await countQueries(t.database, () => search('&perPage=2'));
    const warm = await countQueries(t.database, () => search('&perPage=2&page=2'));
    // The page with its counts, and when campaigns run (kept a minute).
    expect(cold.queries).toBe(3);
    expect(warm.queries).toBe(1);
    expect(names(warm.result)).toEqual(ORDER.slice(2, 4));
  });

  it('suggests name matches first, best sellers first, however many match', async () => {
    await shop();
    const suggest = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/V2/search/suggestions?q=${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return ZSearchSuggestionsResponse.parse(res.json())
        .data.suggestions.filter((x) => x.type === 'product')
        .map((x) => x.label);
    };
    // Few matches: gathered from the full-text index.
    expect(await suggest('chocolate%20cake')).toEqual(ORDER);
    // Many: read from the best sellers down, and still name matches first.
    for (let i = 0; i < 9; i++) await createProduct(t.db, { name: `Chocolate Bar ${i}`, soldCount: 200 + i });
    expect(await suggest('choc')).toEqual([
      'Chocolate Bar 8',
      'Chocolate Bar 7',
      'Chocolate Bar 6',
      'Chocolate Bar 5',
      'Chocolate Bar 4',
      'Chocolate Bar 3',
      'Chocolate Bar 2',
      'Chocolate Bar 1',
    ]);
  });
});
