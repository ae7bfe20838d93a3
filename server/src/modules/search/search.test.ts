import {
  ZErrorResponse,
  ZSearchHistoryResponse,
  ZSearchResponse,
  ZSearchSuggestionsResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createBrand, createCategory, createProduct } from '../../db/factories/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { refreshSearchTerms } from './terms.ts';

const { get } = api(t);
const search = async (query: string, extra = '', headers: Record<string, string> = {}) => {
  const res = await get(`search?query=${encodeURIComponent(query)}&source=web${extra}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZSearchResponse.parse(res.json());
};
const names = (body: { data: { products: { name: string }[] } }) =>
  body.data.products.map((p) => p.name).sort();

/** A small shop: two chocolate cakes, a red velvet cake, roses; then the typo vocabulary. */
async function shop() {
  const cakes = await createCategory(t.db, { slug: 'cakes', name: 'Cakes', kind: 'cake' });
  const flowers = await createCategory(t.db, { slug: 'flowers', name: 'Flowers', kind: 'flowers' });
  const brand = await createBrand(t.db, { slug: 'annapurna', name: 'Annapurna' });
  const truffle = await createProduct(t.db, {
    name: 'Chocolate Truffle Cake',
    type: 'cake',
    categoryId: cakes.id,
    brandId: brand.id,
    pricePaisa: 190_000,
    soldCount: 50,
    tags: ['truffle'],
    sizes: ['1 lb'],
  });
  await createProduct(t.db, {
    name: 'Chocolate Drip Cake',
    type: 'cake',
    categoryId: cakes.id,
    pricePaisa: 150_000,
    soldCount: 80,
  });
  await createProduct(t.db, {
    name: 'Red Velvet Heart Cake',
    type: 'cake',
    categoryId: cakes.id,
    pricePaisa: 200_000,
  });
  await createProduct(t.db, {
    name: 'Dozen Red Roses',
    categoryId: flowers.id,
    pricePaisa: 120_000,
    description: 'Twelve red roses with chocolate on the side.',
  });
  await createProduct(t.db, {
    name: 'Hidden Chocolate Cake',
    type: 'cake',
    categoryId: cakes.id,
    isActive: false,
  });
  await refreshSearchTerms({ db: t.db });
  return { truffle };
}

describe('GET /api/V2/search', () => {
  it('finds products by words, best match first, in the listing shape', async () => {
    await shop();
    const body = await search('chocolate cake');
    expect(body.data.title).toBe('Results for "chocolate cake"');
    expect(names(body)).toEqual(['Chocolate Drip Cake', 'Chocolate Truffle Cake']);
    expect(body.data.correctedQuery).toBeNull();
    expect(body.meta?.pagination).toEqual({ total: 2, count: 2, perPage: 24, currentPage: 1, totalPages: 1 });
    expect(body.data.filterbox.brand).toEqual([{ value: 'annapurna', label: 'Annapurna', count: 1 }]);
  });

  it('tolerates typos: "choclate cak" finds chocolate cakes, "red velvt" finds red velvet', async () => {
    await shop();
    const choc = await search('choclate cak');
    expect(names(choc)).toEqual(['Chocolate Drip Cake', 'Chocolate Truffle Cake']);
    expect(choc.data.correctedQuery).toBe('chocolate cake');
    const velvet = await search('red velvt');
    expect(names(velvet)).toEqual(['Red Velvet Heart Cake']);
    // Prefixes while typing and category names count too.
    expect(names(await search('truf'))).toEqual(['Chocolate Truffle Cake']);
    expect(names(await search('flowers'))).toEqual(['Dozen Red Roses']);
  });

  it('falls back to any word when no product has them all', async () => {
    await shop();
    const body = await search('velvet roses');
    expect(names(body)).toEqual(['Dozen Red Roses', 'Red Velvet Heart Cake']);
    // Each word finds something: none is singled out.
    expect(body.data.unmatched).toBeNull();
  });

  it('names the words no product has, and searches the others', async () => {
    await shop();
    const body = await search('yomari choclate cake');
    expect(names(body)).toEqual(['Chocolate Drip Cake', 'Chocolate Truffle Cake']);
    expect(body.data.unmatched).toEqual({ words: ['yomari'], resultsFor: 'chocolate cake' });
    // The words left are needed together, as in any search: not every cake.
    expect(body.meta?.pagination).toMatchObject({ total: 2 });
    // One word that finds nothing is simply nothing found.
    const alone = await search('yomari');
    expect([alone.data.products, alone.data.unmatched]).toEqual([[], null]);
    expect((await search('chocolate cake')).data.unmatched).toBeNull();
  });

  it('applies the listing filters, sorting and pagination', async () => {
    await shop();
    const cheap = await search('chocolate', '&maxPrice=1600&sort=price-asc');
    expect(cheap.data.products.map((p) => p.name)).toEqual(['Dozen Red Roses', 'Chocolate Drip Cake']);
    const byBrand = await search('chocolate', '&brand=annapurna');
    expect(names(byBrand)).toEqual(['Chocolate Truffle Cake']);
    const page2 = await search('chocolate', '&perPage=2&page=2&sort=price-asc');
    expect(page2.data.products.map((p) => p.name)).toEqual(['Chocolate Truffle Cake']);
    expect(page2.meta?.pagination).toMatchObject({ total: 3, count: 1, currentPage: 2, totalPages: 2 });
    const past = await search('chocolate', '&perPage=2&page=9');
    expect(past.meta?.pagination).toMatchObject({ total: 3, count: 0, currentPage: 9 });
    expect((await search('zzzzqqq')).data.products).toEqual([]);
  });

  it('answers bad input with 400 and a message', async () => {
    const msg = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(400);
      return ZErrorResponse.parse(res.json()).message;
    };
    expect(await msg('search?query=')).toBe('Type something to search');
    expect(await msg('search?query=%20%20')).toBe('Type something to search');
    expect(await msg('search')).toBe('Type something to search');
    expect(await msg(`search?query=${'a'.repeat(101)}`)).toBe('Keep your search under 100 characters');
    expect(await msg('search?query=cake&page=0')).toMatch(/page starts at 1/);
    expect(await msg('search?query=cake&perPage=10000')).toMatch(/at most 100/);
    expect(await msg('search?query=cake&minPrice=500&maxPrice=100')).toMatch(
      /minPrice cannot be more than maxPrice/,
    );
    expect(await msg('search?query=cake&sort=cheapest')).toMatch(/Sort must be one of/);
    // Was a 500: PostgreSQL refuses NUL in text.
    expect(await msg('search?query=ca%00ke')).toMatch(/NUL character/);
    expect(await msg('find-cakes?occasion=%00')).toMatch(/NUL character/);
    expect(await msg('find-cakes?locationId=3000000000')).toMatch(/delivery location/i);
  });

  it('sends no quote or operator to the database as syntax', async () => {
    await shop();
    for (const q of ["choc' or 1=1 --", 'cake & | ! :* ()', '"red" -roses', 'केक']) {
      const res = await get(`search?query=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });

  it('runs a fixed number of queries whatever the page size', async () => {
    await shop();
    for (let i = 0; i < 30; i++)
      await createProduct(t.db, { name: `Chocolate Gift ${i}`, pricePaisa: 100_000 + i });
    // The first search of these words corrects them and reads its page with the summary; later
    // ones remember both and run the page alone.
    const cold = await countQueries(t.database, () => get('search?query=choclate&perPage=5'));
    const one = await countQueries(t.database, () => get('search?query=choclate&perPage=1'));
    const many = await countQueries(t.database, () => get('search?query=choclate&perPage=24'));
    expect(one.result.statusCode).toBe(200);
    expect(ZSearchResponse.parse(many.result.json()).data.products).toHaveLength(24);
    // The page with its counts, and when campaigns run (kept a minute).
    expect(cold.queries).toBe(3);
    expect(many.queries).toBe(one.queries);
    expect(many.queries).toBe(1);
  });
});

describe('GET /api/V2/search/suggestions', () => {
  it('suggests categories and products while typing, with typos', async () => {
    await shop();
    const res = await get('search/suggestions?q=choclate');
    expect(res.statusCode).toBe(200);
    const { suggestions } = ZSearchSuggestionsResponse.parse(res.json()).data;
    expect(suggestions.map((s) => s.label)).toEqual([
      'Chocolate Drip Cake',
      'Chocolate Truffle Cake',
      'Dozen Red Roses',
    ]);
    expect(suggestions[0]).toMatchObject({ type: 'product', url: expect.stringMatching(/^\/product\//) });
    const cat = ZSearchSuggestionsResponse.parse((await get('search/suggestions?q=cakes')).json()).data
      .suggestions;
    expect(cat[0]).toEqual({ type: 'category', label: 'Cakes', url: '/category/cakes', image: null });
    expect(cat.length).toBeLessThanOrEqual(8);
    const none = await countQueries(t.database, () => get('search/suggestions?q=c'));
    expect(ZSearchSuggestionsResponse.parse(none.result.json()).data.suggestions).toEqual([]);
    expect(none.queries).toBe(0);
  });
});

describe('search history', () => {
  it('keeps each user their own last searches, newest first, without duplicates', async () => {
    await shop();
    const sita = await loginAs(t.app, t.db);
    const ram = await loginAs(t.app, t.db);
    await search('chocolate', '', sita.headers);
    await search('roses', '', sita.headers);
    const signedIn = await get('search?query=Chocolate', sita.headers);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // A cached visitor's answer must not stand in for a signed-in search, which is recorded.
    expect(signedIn.headers.vary).toMatch(/authorization/i);
    await search('velvet', '', ram.headers);
    await search('visitor only');

    const mine = ZSearchHistoryResponse.parse((await get('search-history', sita.headers)).json()).data.items;
    expect(mine.map((i) => i.query)).toEqual(['Chocolate', 'roses']);
    const theirs = ZSearchHistoryResponse.parse((await get('search-history', ram.headers)).json()).data.items;
    expect(theirs.map((i) => i.query)).toEqual(['velvet']);
    const filtered = ZSearchHistoryResponse.parse(
      (await get('search-history?query=ro', sita.headers)).json(),
    );
    expect(filtered.data.items.map((i) => i.query)).toEqual(['roses']);

    const del = await t.app.inject({
      method: 'POST',
      url: '/api/V2/search-history/delete',
      headers: sita.headers,
      payload: { query: 'CHOCOLATE' },
    });
    expect(ZSearchHistoryResponse.parse(del.json()).data.items.map((i) => i.query)).toEqual(['roses']);
    const clear = await t.app.inject({
      method: 'POST',
      url: '/api/V2/search-history/clear',
      headers: sita.headers,
    });
    expect(clear.statusCode).toBe(200);
    expect(
      ZSearchHistoryResponse.parse((await get('search-history', sita.headers)).json()).data.items,
    ).toEqual([]);
    // Clearing mine left Ram's alone.
    expect(
      ZSearchHistoryResponse.parse((await get('search-history', ram.headers)).json()).data.items,
    ).toHaveLength(1);
  });

  it('keeps only the last 20 and needs a login', async () => {
    const sita = await loginAs(t.app, t.db);
    for (let i = 1; i <= 22; i++) await search(`cake ${i}`, '', sita.headers);
    const items = ZSearchHistoryResponse.parse((await get('search-history', sita.headers)).json()).data.items;
    expect(items).toHaveLength(20);
    expect(items[0].query).toBe('cake 22');
    expect(items.at(-1)?.query).toBe('cake 3');
    expect((await get('search-history')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/V2/search-history/clear' })).statusCode).toBe(
      401,
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/V2/search-history/delete',
      headers: sita.headers,
      payload: { query: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
