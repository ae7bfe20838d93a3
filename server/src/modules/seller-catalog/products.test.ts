import {
  ZDashboardCakeResponse,
  ZDashboardProductResponse,
  ZDashboardProductsResponse,
  ZErrorResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCakeOptions, createProduct } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { call, hamper, png, type Shop, shop, uploadTo } from './test-kit.ts';

// Store owners write their products as drafts, publish them when complete and archive them;
// admins may change any product; nobody else sees another store's products.

const product = (res: { json: () => unknown }) => ZDashboardProductResponse.parse(res.json()).data;
const error = (res: { json: () => unknown }) => ZErrorResponse.parse(res.json());

async function draft(s: Shop, over: Parameters<typeof hamper>[1] = {}) {
  const res = await call.post('products', hamper(s, over), s.seller.headers);
  expect(res.statusCode, res.body).toBe(201);
  return product(res);
}

describe('dashboard products: writing', () => {
  it('creates a draft with a slug from its name and everything the form sent', async () => {
    const s = await shop();
    const res = await call.post('products', hamper(s), s.seller.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().message).toBe('Created: Dashain Dry Fruit Hamper is a draft until you publish it');
    expect(product(res)).toMatchObject({
      slug: 'dashain-dry-fruit-hamper',
      status: 'draft',
      storeName: 'Annapurna Bakers',
      price: 2500,
      salePrice: 2200,
      stock: 12,
      occasionIds: [s.birthday.id],
      tags: ['festival', 'dry fruit'],
      colors: ['gold'],
      sizes: ['Large'],
      missing: ['at least one picture'],
    });
  });

  it('refuses bad input with messages a person understands', async () => {
    const s = await shop();
    const res = await call.post(
      'products',
      {
        ...hamper(s),
        name: ' ',
        price: 500,
        salePrice: 600,
        stock: -1,
        slug: 'Not A Slug!',
      },
      s.seller.headers,
    );
    expect(res.statusCode).toBe(400);
    const { errors } = error(res);
    expect(errors?.name).toContain('The name needs at least 2 characters');
    expect(errors?.salePrice).toContain('The sale price must be below the price');
    expect(errors?.stock).toContain('Stock cannot be negative');
    expect(errors?.slug).toContain('Use lower-case letters, digits and single dashes');
    const brand = await call.post('products', hamper(s, { brandId: s.theirBrand.id }), s.seller.headers);
    expect(error(brand).errors?.brandId).toEqual(['Choose one of the store’s brands']);
    const type = await call.post('products', { ...hamper(s), type: 'automobile' }, s.seller.headers);
    expect(error(type).errors?.type).toEqual(['Choose cake or gift']);
  });

  it('keeps slugs unique: a taken one is a 409, a generated one gets a number', async () => {
    const s = await shop();
    expect((await draft(s)).slug).toBe('dashain-dry-fruit-hamper');
    expect((await draft(s)).slug).toBe('dashain-dry-fruit-hamper-2');
    const taken = await call.post('products', hamper(s, { slug: s.theirs.slug }), s.seller.headers);
    expect(taken.statusCode).toBe(409);
    expect(error(taken).errors?.slug).toEqual(['This web address is taken; choose another']);
    const mine = await draft(s, { slug: 'my-hamper' });
    const renamed = await call.put(
      `products/${mine.id}`,
      hamper(s, { slug: 'dashain-dry-fruit-hamper' }),
      s.seller.headers,
    );
    expect(renamed.statusCode).toBe(409);
    const kept = await call.put(
      `products/${mine.id}`,
      hamper(s, { slug: 'my-hamper', name: 'Tihar Hamper' }),
      s.seller.headers,
    );
    expect(product(kept)).toMatchObject({ slug: 'my-hamper', name: 'Tihar Hamper' });
  });

  it('keeps the type fixed after creation', async () => {
    const s = await shop();
    const p = await draft(s);
    const res = await call.put(`products/${p.id}`, hamper(s, { type: 'cake' }), s.seller.headers);
    expect(res.statusCode).toBe(400);
    expect(error(res).errors?.type).toEqual([
      'A product’s type is fixed once it is created; create a new product instead',
    ]);
  });

  it('makes a new cake offer every flavour and shape, ready for its options page', async () => {
    const s = await shop();
    const opts = await createCakeOptions(t.db);
    const cake = await draft(s, { type: 'cake', name: 'Lokta Chocolate Cake', brandId: null });
    expect(cake.type).toBe('cake');
    const options = await call.get(`cakes/${cake.id}`, s.seller.headers);
    expect(options.statusCode, options.body).toBe(200);
    const { choices } = ZDashboardCakeResponse.parse(options.json()).data;
    expect(choices.flavourIds.sort()).toEqual(
      Object.values(opts.flavours)
        .map((f) => f.id)
        .sort(),
    );
    expect(choices.shapeIds.length).toBeGreaterThan(0);
  });
});

describe('dashboard products: going live', () => {
  it('refuses to publish an incomplete product, naming everything it lacks', async () => {
    const s = await shop();
    const p = await draft(s, { price: null, salePrice: null, description: '' });
    const res = await call.post(`products/${p.id}/publish`, undefined, s.seller.headers);
    expect(res.statusCode).toBe(400);
    const e = error(res);
    expect(e.message).toBe('Add a price, a description and at least one picture before publishing');
    expect(Object.keys(e.errors ?? {})).toEqual(['price', 'description', 'images']);
    expect(product(await call.get(`products/${p.id}`, s.seller.headers)).status).toBe('draft');
  });

  it('publishes a complete product, archives it and restores it', async () => {
    const s = await shop();
    const p = await draft(s);
    expect((await uploadTo(p.id, s.seller.headers, await png())).statusCode).toBe(200);
    const live = await call.post(`products/${p.id}/publish`, undefined, s.seller.headers);
    expect(live.statusCode, live.body).toBe(200);
    expect(product(live)).toMatchObject({ status: 'live', missing: [] });
    const archived = await call.post(`products/${p.id}/archive`, undefined, s.seller.headers);
    expect(product(archived).status).toBe('archived');
    const restored = await call.post(`products/${p.id}/publish`, undefined, s.seller.headers);
    expect(product(restored).status).toBe('live');
    // A live product saved without its description goes back to draft rather than stay half there.
    const saved = await call.put(`products/${p.id}`, hamper(s, { description: '' }), s.seller.headers);
    expect(product(saved)).toMatchObject({ status: 'draft', missing: ['a description'] });
  });
});

describe('dashboard products: who may do what', () => {
  it('lists a seller only their own stores’ products, an admin all, with filters', async () => {
    const s = await shop();
    await draft(s);
    await draft(s, { name: 'Chocolate Truffle Box', categoryId: s.flowers.id });
    const list = async (headers: Record<string, string>, q = '') =>
      ZDashboardProductsResponse.parse((await call.get(`products${q}`, headers)).json());
    const mine = await list(s.seller.headers);
    expect(mine.data.products.map((p) => p.name).sort()).toEqual([
      'Chocolate Truffle Box',
      'Dashain Dry Fruit Hamper',
    ]);
    expect(mine.meta?.pagination.total).toBe(2);
    expect((await list(s.seller.headers, '?q=truff')).data.products.map((p) => p.name)).toEqual([
      'Chocolate Truffle Box',
    ]);
    expect((await list(s.seller.headers, `?categoryId=${s.gifts.id}`)).data.products).toHaveLength(1);
    expect((await list(s.seller.headers, '?status=live')).data.products).toHaveLength(0);
    const all = await list(s.admin.headers, `?storeId=${s.other.id}`);
    expect(all.data.products.map((p) => [p.name, p.storeName, p.status])).toEqual([
      ['Red Rose Bouquet', 'Phoolbari Florists', 'live'],
    ]);
    expect((await call.get('products', s.customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/products' })).statusCode).toBe(401);
  });

  it('answers 404 for another store’s product on every id route; an admin may change it', async () => {
    const s = await shop();
    const id = s.theirs.id;
    const h = s.seller.headers;
    const body = hamper(s, { storeId: s.other.id, brandId: null });
    const answers = [
      await call.get(`products/${id}`, h),
      await call.put(`products/${id}`, body, h),
      await call.post(`products/${id}/publish`, undefined, h),
      await call.post(`products/${id}/archive`, undefined, h),
      await uploadTo(id, h, await png()),
      await call.put(`products/${id}/images`, { ids: [1] }, h),
      await call.del(`products/${id}/images/1`, h),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(error(answers[0]).message).toBe('The product was not found');
    // Nor may a seller put a product in someone else's store.
    const into = await call.post('products', body, h);
    expect(into.statusCode).toBe(404);
    expect(error(into).message).toBe('The store was not found');
    const byAdmin = await call.put(
      `products/${id}`,
      {
        ...body,
        name: 'Roses by the dozen',
      },
      s.admin.headers,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(product(byAdmin).name).toBe('Roses by the dozen');
    expect((await call.post(`products/${id}/archive`, undefined, s.customer.headers)).statusCode).toBe(403);
  });

  it('shows a product taken off the shop elsewhere as archived', async () => {
    const s = await shop();
    const off = await createProduct(t.db, {
      name: 'Old Hamper',
      storeId: s.own.id,
      categoryId: s.gifts.id,
      isActive: false,
    });
    expect(product(await call.get(`products/${off.id}`, s.seller.headers)).status).toBe('archived');
    const archived = ZDashboardProductsResponse.parse(
      (await call.get('products?status=archived', s.seller.headers)).json(),
    );
    expect(archived.data.products.map((p) => p.name)).toEqual(['Old Hamper']);
  });
});
