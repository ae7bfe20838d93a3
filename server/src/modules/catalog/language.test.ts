import {
  ZCategoriesResponse,
  ZCategoryListingResponse,
  ZMultipleProductsResponse,
  ZProductDetailResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/index.ts';
import { cartApi } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

// Nepali answers show a product's and a category's Nepali texts where they have them and the
// English ones where they do not; English answers are unchanged.

const { get } = api(t);
const NEPALI = { 'accept-language': 'ne' };

async function shop() {
  const cakes = await createCategory(t.db, { slug: 'cakes', name: 'Cakes', nameNe: 'केक', kind: 'cake' });
  const cake = await createProduct(t.db, {
    slug: 'chocolate-cake',
    name: 'Chocolate Cake',
    nameNe: 'चकलेट केक',
    description: 'Dark chocolate sponge.',
    descriptionNe: 'गाढा चकलेट स्पन्ज।',
    type: 'cake',
    categoryId: cakes.id,
    pricePaisa: 150_000,
    soldCount: 10,
  });
  const plain = await createProduct(t.db, {
    slug: 'vanilla-cake',
    name: 'Vanilla Cake',
    description: 'Light vanilla sponge.',
    type: 'cake',
    categoryId: cakes.id,
    pricePaisa: 120_000,
  });
  return { cakes, cake, plain };
}

const detail = async (slug: string, headers: Record<string, string> = {}) => {
  const res = await get(`product/${slug}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZProductDetailResponse.parse(res.json()).data;
};

describe('catalogue in Nepali', () => {
  it('shows the product page in Nepali where the seller wrote it, in English otherwise', async () => {
    await shop();
    const ne = await detail('chocolate-cake', NEPALI);
    expect([ne.name, ne.description, ne.category.name]).toEqual(['चकलेट केक', 'गाढा चकलेट स्पन्ज।', 'केक']);
    expect(ne.imageAlt).toBe('चकलेट केक');
    expect(ne.related.map((c) => c.name)).toEqual(['Vanilla Cake']);
    const en = await detail('chocolate-cake');
    expect([en.name, en.description, en.category.name]).toEqual([
      'Chocolate Cake',
      'Dark chocolate sponge.',
      'Cakes',
    ]);
    expect((await detail('vanilla-cake', NEPALI)).related.map((c) => c.name)).toEqual(['चकलेट केक']);
    expect((await detail('vanilla-cake', NEPALI)).description).toBe('Light vanilla sponge.');
  });

  it('names listings, compare rows and the category tree in the answer’s language', async () => {
    const { cake, plain } = await shop();
    const listing = async (headers: Record<string, string>) =>
      ZCategoryListingResponse.parse((await get('category/cakes', headers)).json()).data;
    const ne = await listing(NEPALI);
    expect([ne.title, ...ne.products.map((p) => p.name)]).toEqual(['केक', 'चकलेट केक', 'Vanilla Cake']);
    const en = await listing({});
    expect([en.title, ...en.products.map((p) => p.name)]).toEqual([
      'Cakes',
      'Chocolate Cake',
      'Vanilla Cake',
    ]);

    const compare = ZMultipleProductsResponse.parse(
      (await get(`products/multiple?ids=${cake.id},${plain.id}`, NEPALI)).json(),
    ).data.products;
    expect(compare.map((p) => [p.name, p.description, p.category.name])).toEqual([
      ['चकलेट केक', 'गाढा चकलेट स्पन्ज।', 'केक'],
      ['Vanilla Cake', 'Light vanilla sponge.', 'केक'],
    ]);
    const tree = async (headers: Record<string, string>) =>
      ZCategoriesResponse.parse((await get('categories', headers)).json()).data.categories.map((c) => c.name);
    expect(await tree(NEPALI)).toEqual(['केक']);
    expect(await tree({})).toEqual(['Cakes']);
  });

  it('names cart lines in the reader’s language', async () => {
    const { cake } = await shop();
    const shopper = cartApi(t);
    const added = await shopper.add({ productId: cake.id, quantity: 1, pound: 1 }, NEPALI);
    expect(added.cartItems.map((l) => l.name)).toEqual(['चकलेट केक']);
    const token = added.cartId as string;
    expect((await shopper.getCart({ 'x-cart-token': token })).cartItems.map((l) => l.name)).toEqual([
      'Chocolate Cake',
    ]);
  });
});
