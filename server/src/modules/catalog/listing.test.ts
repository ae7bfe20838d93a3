import {
  ZCategoryListingResponse,
  ZCollectionListingResponse,
  ZErrorResponse,
  ZListingResponse,
  ZOccasionListingResponse,
  ZUrgentListingResponse,
} from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { forgetMemo } from './memo.ts';
import { smallShop } from './test-kit.ts';

beforeEach(async () => {
  await smallShop(t.db);
});

const { get } = api(t);
const slugs = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ZListingResponse.parse(res.json()).data.products.map((p) => p.slug);
};

describe('GET category/:slug', () => {
  it('lists the active products of the category and its sub-categories, with facets and paging', async () => {
    const res = await get('category/cakes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = ZCategoryListingResponse.parse(res.json());
    expect(body.data.title).toBe('Cakes');
    expect(body.data.products.map((p) => p.slug)).toEqual([
      'chocolate-cake',
      'vanilla-cake',
      'grand-wedding-cake',
    ]);
    expect(body.data.subcategories).toEqual([
      { slug: 'birthday-cakes', name: 'Birthday Cakes', image: null },
    ]);
    expect(body.data.parent).toBeNull();
    expect(body.data.landing).toBeNull();
    expect(body.meta?.pagination).toEqual({ total: 3, count: 3, perPage: 24, currentPage: 1, totalPages: 1 });
    const { filterbox } = body.data;
    expect(filterbox.size).toEqual([
      { value: '2 lb', label: '2 lb', count: 2 },
      { value: '1 lb', label: '1 lb', count: 1 },
      { value: '5 lb', label: '5 lb', count: 1 },
    ]);
    expect(filterbox.brand).toEqual([
      { value: 'royal', label: 'Royal', count: 1 },
      { value: 'sweet-home', label: 'Sweet Home', count: 1 },
    ]);
    // A cake's colours come from its flavour: cakes filter by flavour, not colour.
    expect(filterbox.color).toEqual([]);
    expect(filterbox.price).toEqual({ min: 1200, max: 9000 });

    const card = body.data.products[1];
    expect(card).toMatchObject({ price: 180_000, originalPrice: 200_000, isEggless: true, minPound: 1 });
    expect(card.store).toEqual({ slug: 'himalayan-bakes', name: 'Himalayan Bakes' });
    expect(card.image).toMatch(/^\/media\//);

    const child = ZCategoryListingResponse.parse((await get('category/birthday-cakes')).json()).data;
    expect(child.parent).toEqual({ slug: 'cakes', name: 'Cakes' });
    expect(child.products.map((p) => p.slug)).toEqual(['vanilla-cake']);
  });

  it('applies each filter, keeps facets over the whole category, and sorts', async () => {
    expect(await slugs('category/cakes?size=1%20lb')).toEqual(['chocolate-cake']);
    expect(await slugs('category/cakes?brand=royal')).toEqual(['vanilla-cake']);
    expect(await slugs('category/cakes?brand=royal,sweet-home')).toEqual(['chocolate-cake', 'vanilla-cake']);
    expect(await slugs('products?color=white&sort=price-asc')).toEqual([
      'vanilla-cake',
      'grand-wedding-cake',
    ]);
    expect(await slugs('category/cakes?tags=premium')).toEqual(['grand-wedding-cake']);
    expect(await slugs('category/cakes?minPrice=1500&maxPrice=2000')).toEqual(['vanilla-cake']);
    // 5000 is the price slider's top; there it hides nothing.
    expect(await slugs('category/cakes?minPrice=0&maxPrice=5000')).toHaveLength(3);
    expect(await slugs('category/cakes?maxPrice=4999')).toEqual(['chocolate-cake', 'vanilla-cake']);
    expect(await slugs('category/cakes?eggless=1')).toEqual(['vanilla-cake']);
    expect(await slugs('category/cakes?sort=price-desc')).toEqual([
      'grand-wedding-cake',
      'vanilla-cake',
      'chocolate-cake',
    ]);
    expect(await slugs('category/cakes?sort=price-asc')).toEqual([
      'chocolate-cake',
      'vanilla-cake',
      'grand-wedding-cake',
    ]);

    const filtered = ZListingResponse.parse((await get('category/cakes?brand=royal')).json());
    expect(filtered.meta?.pagination.total).toBe(1);
    expect(filtered.data.filterbox.brand).toHaveLength(2);
  });

  it('pages with meta.pagination and a fixed number of queries whatever the page size', async () => {
    const page2 = ZListingResponse.parse((await get('category/cakes?perPage=2&page=2')).json());
    expect(page2.data.products.map((p) => p.slug)).toEqual(['grand-wedding-cake']);
    expect(page2.meta?.pagination).toEqual({ total: 3, count: 1, perPage: 2, currentPage: 2, totalPages: 2 });
    // At most two statements: the category (with its parent and children), then the page with
    // its total and, when not remembered, the category's filter box. Both are kept a minute, so
    // later pages run the page statement alone, filtered or not.
    forgetMemo(t.db);
    const cold = await countQueries(t.database, () => get('category/cakes?perPage=5'));
    const one = await countQueries(t.database, () => get('category/cakes?perPage=1'));
    const many = await countQueries(t.database, () => get('category/cakes?perPage=24'));
    const filtered = await countQueries(t.database, () => get('category/cakes?perPage=24&brand=royal'));
    expect(one.result.statusCode).toBe(200);
    expect(filtered.result.statusCode).toBe(200);
    expect(cold.queries).toBe(2);
    expect(one.queries).toBe(many.queries);
    expect(filtered.queries).toBe(many.queries);
    expect(many.queries).toBe(1);
  });

  it('answers bad input with a 4xx and a message', async () => {
    for (const [url, status, message] of [
      ['category/nope', 404, 'Category not found'],
      ['category/cakes?page=0', 400, 'page starts at 1'],
      ['category/cakes?perPage=10000', 400, 'perPage can be at most 100'],
      ['category/cakes?minPrice=3000&maxPrice=1000', 400, 'minPrice cannot be more than maxPrice'],
      ['category/cakes?minPrice=-5', 400, 'minPrice cannot be negative'],
      ['category/cakes?sort=cheapest', 400, ''],
      ['products/urgent?pePage=500', 400, 'perPage can be at most 100'],
      // Were 500s: PostgreSQL refuses NUL in text, and paisa beyond its integer.
      ['category/a%00b', 400, 'NUL character'],
      ['category/cakes?size=1%00lb', 400, 'NUL character'],
      ['products?brand=%00', 400, 'NUL character'],
      ['category/cakes?maxPrice=1e9', 400, 'maxPrice is too large'],
      ['products?minPrice=0&maxPrice=99999999999', 400, 'maxPrice is too large'],
      // Was a 500: an Object.prototype key passed the collection lookup.
      ['products/__proto__', 404, 'Collection not found'],
      ['products/constructor', 404, 'Collection not found'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      const body = ZErrorResponse.parse(res.json());
      expect(body.message).toContain(message);
    }
  });

  it('hides an inactive category and shows the automobiles landing', async () => {
    const { createCategory, setSiteContent } = await import('../../db/factories/index.ts');
    await createCategory(t.db, { slug: 'old', name: 'Old', isActive: false });
    expect((await get('category/old')).statusCode).toBe(404);
    const autos = await createCategory(t.db, {
      slug: 'automobiles',
      name: 'Automobiles',
      kind: 'automobiles',
    });
    await createProduct(t.db, {
      categoryId: autos.id,
      type: 'automobile',
      slug: 'city-car',
      pricePaisa: 200_000_000,
    });
    const landing = {
      sliders: [
        {
          image: '/media/a.svg',
          title: 'Drive home a gift',
          subtitle: 'Test rides',
          url: '/category/automobiles',
        },
      ],
      vehicleOfMonth: {
        title: 'City car',
        description: 'Small',
        image: '/media/c.svg',
        url: '/product/city-car',
        price: null,
      },
      bookWithUs: null,
      ads: [],
    };
    await setSiteContent(t.db, 'automobile', landing);
    const body = ZCategoryListingResponse.parse((await get('category/automobiles')).json());
    expect(body.data.landing).toEqual(landing);
    expect(body.data.products.map((p) => p.slug)).toEqual(['city-car']);
  });
});

describe('other listings', () => {
  it('products lists every active product; donations only donations', async () => {
    const all = await slugs('products');
    expect(all).toHaveLength(5);
    expect(all).not.toContain('hidden-cake');
    expect(await slugs('donations')).toEqual([]);
    await createProduct(t.db, { type: 'donation', slug: 'school-kit' });
    expect(await slugs('donations')).toEqual(['school-kit']);
  });

  it('products/urgent pages urgent products (pePage or perPage) and shelves ready-made cakes', async () => {
    const res = await get('products/urgent?page=1&pePage=1');
    const body = ZUrgentListingResponse.parse(res.json());
    expect(body.data.products.map((p) => p.slug)).toEqual(['chocolate-cake']);
    expect(body.meta?.pagination).toMatchObject({ total: 2, perPage: 1, totalPages: 2 });
    expect(body.data.readyMadeCakes.map((p) => p.slug)).toEqual(['grand-wedding-cake']);
    const byPerPage = ZUrgentListingResponse.parse((await get('products/urgent?perPage=24')).json());
    expect(byPerPage.data.products.map((p) => p.slug)).toEqual(['chocolate-cake', 'red-roses']);
  });

  it('products/:slug collections have titles; an unknown one is a 404', async () => {
    const offers = ZCollectionListingResponse.parse((await get('products/offers')).json());
    expect(offers.data).toMatchObject({ title: 'Offers', collection: 'offers' });
    expect(offers.data.products.map((p) => p.slug)).toEqual(['vanilla-cake']);
    expect(await slugs('products/trending')).toEqual([
      'chocolate-cake',
      'red-roses',
      'vanilla-cake',
      'grand-wedding-cake',
    ]);
    expect(await slugs('products/eggless')).toEqual(['vanilla-cake']);
    expect(await slugs('products/same-day')).toEqual(['chocolate-cake']);
    expect(await slugs('products/ready-made')).toEqual(['grand-wedding-cake']);
    expect(await slugs('products/new')).toHaveLength(5);
    const missing = await get('products/bogus');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Collection not found');
  });

  it('occasion/:slug lists linked products', async () => {
    const body = ZOccasionListingResponse.parse((await get('occasion/birthday')).json());
    expect(body.data.title).toBe('Birthday');
    expect(body.data.occasion).toEqual({ slug: 'birthday', name: 'Birthday' });
    expect(body.data.products.map((p) => p.slug)).toEqual(['chocolate-cake']);
    expect((await get('occasion/nope')).json().message).toBe('Occasion not found');
  });

  it('listing query counts stay fixed for the other listings too', async () => {
    // The first request also reads when campaigns run (kept a minute), not counted below.
    await get('products?perPage=1');
    for (const url of ['products', 'products/urgent', 'products/offers', 'occasion/birthday', 'donations']) {
      // The first call computes the scope's filter box inside its page statement; later pages
      // take it from memory and run the same number of statements.
      const cold = await countQueries(t.database, () => get(`${url}?perPage=5`));
      const one = await countQueries(t.database, () => get(`${url}?perPage=1`));
      const many = await countQueries(t.database, () => get(`${url}?perPage=24`));
      expect(one.queries, url).toBe(many.queries);
      expect(cold.queries, url).toBe(many.queries);
      // The page; plus the ready-made shelf (urgent) or the occasion's look-up.
      expect(many.queries, url).toBe(
        url === 'products' || url === 'products/offers' || url === 'donations' ? 1 : 2,
      );
    }
  });
});
