import { ZDashboardProductResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { call, hamper, png, shop, storefront, uploadTo } from './test-kit.ts';

// A published product shows at once wherever shoppers look (listings, the store's page, search
// with a typo, its own page, the sitemap) and an archived one is gone at once, even with the
// shared response cache on and every answer already kept.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

const NAME = 'Rhododendron Honey Hamper';
const names = async (url: string) => {
  const res = await storefront.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json().data.products as { name: string }[]).map((p) => p.name);
};

describe('dashboard products in the shop', () => {
  it('shows a published product at once everywhere and hides an archived one', async () => {
    const s = await shop();
    const created = await call.post('products', hamper(s, { name: NAME }), s.seller.headers);
    const p = ZDashboardProductResponse.parse(created.json()).data;
    expect((await uploadTo(p.id, s.seller.headers, await png())).statusCode).toBe(200);

    const places = {
      category: `/api/V2/category/${s.gifts.slug}`,
      store: `/api/V2/store/${s.own.slug}/products`,
      search: '/api/V2/search?query=rhododendrn%20hamper',
      all: '/api/V2/products',
    };
    const everywhere = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(places).map(async ([k, url]) => [k, (await names(url)).includes(NAME)]),
        ),
      );
    const sitemapHas = async () => (await storefront.get('/sitemap.xml')).body.includes(`/product/${p.slug}`);
    const page = () => storefront.get(`/api/V2/product/${p.slug}`);

    // A draft is nowhere, and every answer is now kept by the shared cache and the catalogue.
    expect(await everywhere()).toEqual({ category: false, store: false, search: false, all: false });
    expect(await sitemapHas()).toBe(false);
    expect((await page()).statusCode).toBe(404);
    expect((await storefront.get(places.store)).headers['x-cache']).toBe('hit');

    expect((await call.post(`products/${p.id}/publish`, undefined, s.seller.headers)).statusCode).toBe(200);
    expect(await everywhere()).toEqual({ category: true, store: true, search: true, all: true });
    const search = (await storefront.get(places.search)).json().data;
    expect(search.correctedQuery).toBe('rhododendron hamper');
    expect(await sitemapHas()).toBe(true);
    const shown = await page();
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(NAME);

    expect((await call.post(`products/${p.id}/archive`, undefined, s.seller.headers)).statusCode).toBe(200);
    expect(await everywhere()).toEqual({ category: false, store: false, search: false, all: false });
    expect(await sitemapHas()).toBe(false);
    expect((await page()).statusCode).toBe(404);
  });

  it('shows a live product’s new price at once', async () => {
    const s = await shop();
    const p = ZDashboardProductResponse.parse(
      (await call.post('products', hamper(s, { name: NAME }), s.seller.headers)).json(),
    ).data;
    await uploadTo(p.id, s.seller.headers, await png());
    await call.post(`products/${p.id}/publish`, undefined, s.seller.headers);
    const price = async () => (await storefront.get(`/api/V2/product/${p.slug}`)).json().data;
    expect(JSON.stringify(await price())).toContain('220000');
    await call.put(`products/${p.id}`, hamper(s, { name: NAME, salePrice: 1999 }), s.seller.headers);
    expect(JSON.stringify(await price())).toContain('199900');
  });
});
