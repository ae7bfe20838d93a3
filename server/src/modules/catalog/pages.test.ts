import {
  ZCategoriesResponse,
  ZHomePageResponse,
  ZMainCategoryResponse,
  ZStoreListingResponse,
  ZStorePageResponse,
  ZTestimonialsResponse,
} from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { setSiteContent } from '../../db/factories/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { smallShop } from './test-kit.ts';

beforeEach(async () => {
  await smallShop(t.db);
});

const { get } = api(t, { base: '' });

describe('home-page and testimonials', () => {
  it('answers a Nepali visitor the slides in Nepali where written, in English otherwise', async () => {
    const slide = { image: '/media/s.svg', title: 'Fresh cakes', subtitle: 'Today', url: '/category/cakes' };
    await setSiteContent(t.db, 'homeSliders', [
      { ...slide, id: 'fresh', titleNe: 'ताजा केक', subtitleNe: '' },
      { ...slide, id: 'roses', title: 'Roses', image: '/media/r.svg' },
    ]);
    const read = async (headers: Record<string, string>) =>
      ZHomePageResponse.parse((await get('/api/V2/home-page', headers)).json()).data.sliders;
    // One title and subtitle a slide: the Nepali twins themselves never go out.
    expect(await read({ 'accept-language': 'ne' })).toEqual([
      { ...slide, id: 'fresh', title: 'ताजा केक' },
      { ...slide, id: 'roses', title: 'Roses', image: '/media/r.svg' },
    ]);
    expect((await read({})).map((s) => s.title)).toEqual(['Fresh cakes', 'Roses']);
  });

  it('answers every home section from the catalogue and site content', async () => {
    const slider = { image: '/media/s.svg', title: 'Fresh cakes', subtitle: 'Today', url: '/category/cakes' };
    await setSiteContent(t.db, 'homeSliders', [slider]);
    const res = await get('/api/V2/home-page');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const home = ZHomePageResponse.parse(res.json()).data;
    // A slide saved without an id gets one from its picture and link, the same on every read.
    expect(home.sliders).toEqual([{ ...slider, id: expect.stringMatching(/^s-[a-z0-9]+$/) }]);
    expect(home.offers.map((p) => p.slug)).toEqual(['vanilla-cake']);
    expect(home.trending[0].slug).toBe('chocolate-cake');
    expect(home.categories.map((c) => c.slug)).toEqual(['cakes', 'flowers', 'party-supplies']);
    expect(home.stores.map((s) => s.slug).sort()).toEqual(['himalayan-bakes', 'phoolbari']);
    expect(home.brands.map((b) => b.slug).sort()).toEqual(['royal', 'sweet-home']);
    expect(home.occasions.map((o) => o.slug)).toEqual(['birthday']);
    // Cached a minute: the second call runs no SQL.
    const again = await countQueries(t.database, () => get('/api/V2/home-page'));
    expect(again.queries).toBe(0);
  });

  it('testimonials come from site content', async () => {
    expect(ZTestimonialsResponse.parse((await get('/api/V2/testimonials')).json()).data).toEqual([]);
    const said = [
      { name: 'Sita Sharma', location: 'Lalitpur', text: 'Lovely cake', rating: 5, avatar: null },
    ];
    await setSiteContent(t.db, 'testimonials', said);
    expect(ZTestimonialsResponse.parse((await get('/api/V2/testimonials')).json()).data).toEqual(said);
  });
});

describe('categories and mcategory', () => {
  it('answers the tree with product counts, parents counting their children', async () => {
    const { categories } = ZCategoriesResponse.parse((await get('/api/V2/categories')).json()).data;
    const cakes = categories.find((c) => c.slug === 'cakes');
    expect(cakes?.productCount).toBe(3);
    expect(cakes?.children).toEqual([
      { slug: 'birthday-cakes', name: 'Birthday Cakes', image: null, productCount: 1 },
    ]);
    const main = ZMainCategoryResponse.parse((await get('/api/V2/mcategory/cakes')).json()).data;
    expect(main.slug).toBe('cakes');
    expect(main.children).toHaveLength(1);
    expect(main.parent).toBeNull();
    const missing = await get('/api/V2/mcategory/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
  });

  it('answers a sub-category too, with its parent for the way back', async () => {
    const res = await get('/api/V2/mcategory/birthday-cakes');
    expect(res.statusCode).toBe(200);
    expect(ZMainCategoryResponse.parse(res.json()).data).toEqual({
      slug: 'birthday-cakes',
      name: 'Birthday Cakes',
      image: null,
      description: null,
      kind: 'cake',
      productCount: 1,
      children: [],
      parent: { slug: 'cakes', name: 'Cakes' },
    });
  });
});

describe('store/:slug', () => {
  it('answers the store with its brands, count and first products', async () => {
    const res = await get('/api/V2/store/himalayan-bakes');
    expect(res.statusCode).toBe(200);
    const { store, products } = ZStorePageResponse.parse(res.json()).data;
    expect(store).toMatchObject({ slug: 'himalayan-bakes', name: 'Himalayan Bakes', productCount: 4 });
    expect(store.brands.map((b) => b.slug)).toEqual(['royal', 'sweet-home']);
    expect(products.map((p) => p.slug)).toContain('chocolate-cake');
    expect(products.map((p) => p.slug)).not.toContain('hidden-cake');
    expect((await get('/api/V2/store/nope')).json().message).toBe('Store not found');
  });

  it('store/:slug/products is a filtered listing with fixed queries', async () => {
    const body = ZStoreListingResponse.parse(
      (await get('/api/V2/store/himalayan-bakes/products?tags=accessory')).json(),
    );
    expect(body.data.products.map((p) => p.slug)).toEqual(['birthday-candles']);
    expect(body.data.store.slug).toBe('himalayan-bakes');
    expect(body.meta?.pagination.total).toBe(1);
    const one = await countQueries(t.database, () => get('/api/V2/store/himalayan-bakes/products?perPage=1'));
    const many = await countQueries(t.database, () =>
      get('/api/V2/store/himalayan-bakes/products?perPage=24'),
    );
    expect(one.queries).toBe(many.queries);
    expect((await get('/api/V2/store/nope/products')).statusCode).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists public pages and active products with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://shop.test/</loc>');
    expect(res.body).toContain('<loc>http://shop.test/product/chocolate-cake</loc><lastmod>');
    expect(res.body).toContain('<loc>http://shop.test/category/birthday-cakes</loc>');
    expect(res.body).toContain('<loc>http://shop.test/occasion/birthday</loc>');
    expect(res.body).toContain('<loc>http://shop.test/store/phoolbari</loc>');
    expect(res.body).toContain('<loc>http://shop.test/products/offers</loc>');
    expect(res.body).not.toContain('hidden-cake');
  });

  it('robots.txt allows the shop and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    for (const path of ['/profile', '/cart', '/api/', '/dev/', '/metrics'])
      expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
