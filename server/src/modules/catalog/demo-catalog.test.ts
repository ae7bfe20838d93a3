import {
  ZCategoryListingResponse,
  ZHomePageResponse,
  ZProductDetailResponse,
  ZTestimonialsResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { seedDemo } from '../../db/seed/demo.ts';
import { fileTest as it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

// The demo shop feeds every catalogue section with something real.
describe('catalogue on the demo seed', () => {
  it.beforeAll(async () => {
    await seedDemo(t.db);
  }, 120_000);
  const { get } = api(t, { base: '' });

  it('fills every home section, with served slider pictures', async () => {
    const home = ZHomePageResponse.parse((await get('/api/V2/home-page')).json()).data;
    expect(home.sliders).toHaveLength(3);
    for (const key of [
      'offers',
      'trending',
      'recommended',
      'categories',
      'stores',
      'brands',
      'occasions',
    ] as const)
      expect(home[key].length, key).toBeGreaterThan(0);
    for (const s of home.sliders) expect((await get(s.image)).statusCode).toBe(200);
    // Cars and donations have places of their own: not in the category strip, not on a shelf.
    expect(home.categories.map((c) => c.slug)).not.toContain('automobiles');
    expect(home.categories.map((c) => c.slug)).not.toContain('donations');
    for (const shelf of [home.offers, home.trending, home.recommended])
      for (const p of shelf) expect(['cake', 'product'], p.name).toContain(p.type);
    const offers = (await get('/api/V2/products/offers?perPage=100')).json().data.products;
    for (const p of offers) expect(['cake', 'product'], p.name).toContain(p.type);
    const menu = (await get('/api/V2/header-footer')).json().data.header.categories.items;
    expect(menu.map((c: { slug: string }) => c.slug)).not.toContain('automobiles');
    const said = ZTestimonialsResponse.parse((await get('/api/V2/testimonials')).json()).data;
    expect(said).toHaveLength(6);
  });

  it('shows the automobiles landing and cake accessories', async () => {
    const autos = ZCategoryListingResponse.parse((await get('/api/V2/category/automobiles')).json()).data;
    expect(autos.landing?.sliders.length).toBeGreaterThan(0);
    expect(autos.landing?.vehicleOfMonth?.url).toBe('/product/gandaki-ev-compact');
    expect(autos.products.every((p) => p.type === 'automobile')).toBe(true);
    const cake = ZProductDetailResponse.parse(
      (await get('/api/V2/product/classic-black-forest-cake')).json(),
    ).data;
    // Its seller chose its accessories; a cake without a choice gets the shop's suggestions.
    expect(cake.accessories.map((a) => a.slug)).toEqual([
      'pastel-birthday-candles-24',
      'number-candle',
      'birthday-greeting-card',
      'party-poppers-4',
    ]);
    const other = ZProductDetailResponse.parse(
      (await get('/api/V2/product/butterscotch-crunch-cake')).json(),
    ).data;
    expect(other.accessories.length).toBeGreaterThan(3);
    expect(cake.combos.length).toBe(4);
    expect(cake.related.length).toBeGreaterThan(0);
    expect(cake.suggested.length).toBeGreaterThan(0);
  });
});
