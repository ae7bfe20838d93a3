import { ZSearchResponse, ZSearchSuggestionsResponse } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { rowsOf } from '../catalog/index.ts';
import { refreshSearchTerms } from './terms.ts';

// Search in Nepali: products and categories are found by their Nepali names, by those names in
// Latin letters as shoppers type them, and by their English names, on PGlite and PostgreSQL alike.

const { get } = api(t);
const NEPALI = { 'accept-language': 'ne' };
const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`search?query=${encodeURIComponent(query)}&source=web`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZSearchResponse.parse(res.json()).data.products.map((p) => p.name);
};

async function shop() {
  const cakes = await createCategory(t.db, { slug: 'cakes', name: 'Cakes', nameNe: 'केक', kind: 'cake' });
  const flowers = await createCategory(t.db, {
    slug: 'flowers',
    name: 'Flowers',
    nameNe: 'फूल',
    kind: 'flowers',
  });
  await createProduct(t.db, {
    name: 'Chocolate Cake',
    nameNe: 'चकलेट केक',
    type: 'cake',
    categoryId: cakes.id,
    pricePaisa: 150_000,
  });
  await createProduct(t.db, {
    name: 'Vanilla Cake',
    nameNe: 'भेनिला केक',
    type: 'cake',
    categoryId: cakes.id,
    pricePaisa: 120_000,
  });
  await createProduct(t.db, {
    name: 'Red Roses',
    nameNe: 'राता गुलाफ',
    categoryId: flowers.id,
    pricePaisa: 90_000,
  });
  await refreshSearchTerms({ db: t.db });
}

describe('search in Nepali', () => {
  it('keeps Devanagari words whole in the database’s text search, vowel signs and all', async () => {
    const res = await t.db.execute(sql`select to_tsvector('english', 'चकलेट केक पुष्प')::text as v`);
    expect(rowsOf<{ v: string }>(res)[0]?.v).toBe(`'केक':2 'चकलेट':1 'पुष्प':3`);
  });

  it('finds the chocolate cake by its Nepali name, its English name and in Latin letters', async () => {
    await shop();
    expect(await search('चकलेट केक', NEPALI)).toEqual(['चकलेट केक']);
    expect(await search('चकलेट केक')).toEqual(['Chocolate Cake']);
    expect(await search('chocolate cake', NEPALI)).toEqual(['चकलेट केक']);
    expect(await search('chakalet kek')).toEqual(['Chocolate Cake']);
    // typed as it sounds, with a letter short: the vocabulary corrects it
    expect(await search('chaklet')).toEqual(['Chocolate Cake']);
    expect(await search('गुलाफ', NEPALI)).toEqual(['राता गुलाफ']);
  });

  it('finds a Nepali word being typed, and the cakes of a category named in Nepali', async () => {
    await shop();
    expect(await search('चकले', NEPALI)).toEqual(['चकलेट केक']);
    expect((await search('केक', NEPALI)).sort()).toEqual(['चकलेट केक', 'भेनिला केक']);
  });

  it('suggests categories and products by their Nepali names, labelled in the reader’s language', async () => {
    await shop();
    const suggest = async (q: string, headers: Record<string, string> = {}) => {
      const res = await get(`search/suggestions?q=${encodeURIComponent(q)}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return ZSearchSuggestionsResponse.parse(res.json()).data.suggestions.map((s) => [s.type, s.label]);
    };
    expect(await suggest('फूल', NEPALI)).toEqual([['category', 'फूल']]);
    expect(await suggest('चकलेट', NEPALI)).toEqual([['product', 'चकलेट केक']]);
    expect(await suggest('चकलेट')).toEqual([['product', 'Chocolate Cake']]);
  });
});
