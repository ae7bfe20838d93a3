import {
  ZMultipleProductsResponse,
  ZProductCardsResponse,
  ZProductDetailResponse,
  ZQuickInfoResponse,
} from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { stores } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { smallShop } from './test-kit.ts';

let shop: Awaited<ReturnType<typeof smallShop>>;
beforeEach(async () => {
  shop = await smallShop(t.db);
});

const { get } = api(t);

describe('GET product/:idOrSlug', () => {
  it('answers the same detail by id and by slug, with shelves and one canonical path', async () => {
    const bySlug = await get('product/chocolate-cake');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('public, max-age=60');
    const d = ZProductDetailResponse.parse(bySlug.json()).data;
    expect(d).toMatchObject({
      id: shop.choc.id,
      slug: 'chocolate-cake',
      type: 'cake',
      price: 120_000,
      canonicalPath: '/product/chocolate-cake',
      category: { slug: 'cakes', name: 'Cakes', kind: 'cake' },
      brand: { slug: 'sweet-home', name: 'Sweet Home' },
      flavour: { slug: 'chocolate', name: 'Chocolate' },
      occasions: [{ slug: 'birthday', name: 'Birthday' }],
      minPound: 1,
      maxPound: 5,
      pricePerPound: 120_000,
      isActive: true,
    });
    expect(d.store).toMatchObject({ slug: 'himalayan-bakes', name: 'Himalayan Bakes', city: 'Kathmandu' });
    expect(d.images).toHaveLength(1);
    expect(d.images[0].path).toMatch(/^\/media\//);
    expect(d.related.map((p) => p.slug)).toEqual(['grand-wedding-cake']);
    expect(d.suggested.map((p) => p.slug)).toEqual(['vanilla-cake']);
    expect(d.accessories.map((p) => p.slug)).toEqual(['birthday-candles']);
    expect(d.combos.map((p) => p.slug)).toEqual(['red-roses']);

    const byId = ZProductDetailResponse.parse((await get(`product/${shop.choc.id}`)).json()).data;
    expect(byId).toEqual(d);
  });

  it('uses a fixed number of queries whatever the shelves hold', async () => {
    const a = await countQueries(t.database, () => get('product/chocolate-cake'));
    const b = await countQueries(t.database, () => get('product/red-roses'));
    expect(a.result.statusCode).toBe(200);
    expect(b.result.statusCode).toBe(200);
    // The first request also reads when campaigns run (kept a minute).
    expect(a.queries).toBe(b.queries + 1);
    expect(b.queries).toBeLessThanOrEqual(2);
    // Within the minute the shelves are remembered: the product alone is read.
    const again = await countQueries(t.database, () => get('product/chocolate-cake'));
    expect(again.result.json()).toEqual(a.result.json());
    expect(again.queries).toBe(1);
  });

  it('is a 404 for unknown and inactive products', async () => {
    for (const url of [
      'product/nope',
      'product/00000000-0000-4000-8000-000000000000',
      'product/hidden-cake',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
  });

  it('shows an inactive product with forceInactive to its store owner only', async () => {
    const owner = await loginAs(t.app, t.db);
    const stranger = await loginAs(t.app, t.db);
    await t.db.update(stores).set({ ownerUserId: owner.user.id }).where(eq(stores.id, shop.store.id));
    const url = 'product/hidden-cake?forceInactive=1';
    const mine = await get(url, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(ZProductDetailResponse.parse(mine.json()).data.isActive).toBe(false);
    expect((await get(url, stranger.headers)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get('product/hidden-cake', owner.headers)).statusCode).toBe(404);
    expect((await get(url, { authorization: 'Bearer not-a-token' })).statusCode).toBe(404);
  });
});

describe('quick-info, shelves and multiple', () => {
  it('product/quick-info/:id answers a compact detail', async () => {
    const res = await get(`product/quick-info/${shop.vanilla.id}`);
    const q = ZQuickInfoResponse.parse(res.json()).data;
    expect(q).toMatchObject({ slug: 'vanilla-cake', price: 180_000, canonicalPath: '/product/vanilla-cake' });
    expect(q.store.slug).toBe('himalayan-bakes');
    expect(q.excerpt.length).toBeGreaterThan(0);
    expect((await get('product/quick-info/nope')).statusCode).toBe(404);
    expect((await get('product/quick-info/hidden-cake')).statusCode).toBe(404);
  });

  it('suggested-cakes and cake-accessory list cards for a product', async () => {
    const s = ZProductCardsResponse.parse((await get(`suggested-cakes?productId=${shop.choc.id}`)).json());
    expect(s.data.products.map((p) => p.slug)).toEqual(['vanilla-cake']);
    const fromRoses = ZProductCardsResponse.parse(
      (await get(`suggested-cakes?productId=${shop.roses.id}`)).json(),
    );
    expect(fromRoses.data.products.every((p) => p.type === 'cake')).toBe(true);
    const a = ZProductCardsResponse.parse((await get(`cake-accessory?productId=${shop.choc.id}`)).json());
    expect(a.data.products.map((p) => p.slug)).toEqual(['birthday-candles']);
    expect((await get('cake-accessory?productId=nope')).statusCode).toBe(404);
    const missing = await get('suggested-cakes');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('productId is required');
  });

  it('products/multiple keeps the asked order, drops unknown ids and refuses too many', async () => {
    const ids = [shop.roses.id, '00000000-0000-4000-8000-000000000000', shop.choc.id].join(',');
    const res = await get(`products/multiple?ids=${ids}`);
    const withHidden = await get(`products/multiple?ids=${shop.hidden.id},${shop.choc.id}`);
    expect(ZMultipleProductsResponse.parse(withHidden.json()).data.products).toHaveLength(1);
    expect(res.statusCode, res.body).toBe(200);
    const rows = ZMultipleProductsResponse.parse(res.json()).data.products;
    expect(rows.map((r) => r.slug)).toEqual(['red-roses', 'chocolate-cake']);
    expect(rows[1]).toMatchObject({
      category: { slug: 'cakes', name: 'Cakes' },
      brand: { slug: 'sweet-home', name: 'Sweet Home' },
      sizes: ['1 lb', '2 lb'],
      maxPound: 5,
      isSameDay: true,
    });
    const four = [shop.roses.id, shop.choc.id, shop.vanilla.id, shop.grand.id].join(',');
    const tooMany = await get(`products/multiple?ids=${four}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('At most 3');
    const history = await get(`products/multiple?ids=${four},vanilla-cake&purpose=history`);
    expect(ZMultipleProductsResponse.parse(history.json()).data.products).toHaveLength(4);
    expect((await get('products/multiple')).statusCode).toBe(400);
    expect((await get('products/multiple?ids=')).statusCode).toBe(400);
  });

  it('products/multiple answers in one query for 1 or 3 ids (and the campaign times, once)', async () => {
    const one = await countQueries(t.database, () => get(`products/multiple?ids=${shop.choc.id}`));
    const three = await countQueries(t.database, () =>
      get(`products/multiple?ids=${[shop.choc.id, shop.roses.id, shop.vanilla.id].join(',')}`),
    );
    // The first request also reads when campaigns run (kept a minute).
    expect(one.queries).toBe(2);
    expect(three.queries).toBe(1);
  });

  it('a product with no picture still renders a card', async () => {
    const bare = await createProduct(t.db, { slug: 'bare', images: [] });
    const d = ZProductDetailResponse.parse((await get(`product/${bare.slug}`)).json()).data;
    expect(d.image).toBeNull();
    expect(d.images).toEqual([]);
  });
});
