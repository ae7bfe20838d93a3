import { ZErrorResponse, ZGetReviewsResponse, ZPostReviewResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  createCategory,
  createOrder,
  createProduct,
  createReview,
  createStore,
  createUser,
} from '../../db/factories/index.ts';
import { productReviews, products } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

const { get, post } = api(t, { base: '' });
const body = 'Soft sponge, not too sweet, and it arrived right on time in Lalitpur.';

/** An order of the product that reached the user: what earns the right to review it. */
const deliver = (userId: string, productId: string, status: 'delivered' | 'out_for_delivery' = 'delivered') =>
  createOrder(t.db, { userId, status, items: [{ productId, quantity: 1, unitPricePaisa: 150_000 }] });

describe('GET /api/V2/reviews', () => {
  it('answers a summary, newest reviews first, pagination and public caching', async () => {
    const product = await createProduct(t.db, { slug: 'black-forest' });
    const ratings = [5, 4, 5, 3, 5, 1, 4, 5, 5, 2, 4, 5];
    for (const [i, rating] of ratings.entries()) {
      const user = await createUser(t.db, { name: `Reviewer ${i}` });
      await createReview(t.db, {
        productId: product.id,
        userId: user.id,
        rating,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const res = await get(`/api/V2/reviews?id=${product.id}&type=product`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const parsed = ZGetReviewsResponse.parse(res.json());
    expect(parsed.data.summary).toEqual({
      average: 4,
      count: 12,
      distribution: { '1': 1, '2': 1, '3': 1, '4': 3, '5': 6 },
    });
    expect(parsed.data.items).toHaveLength(10);
    expect(parsed.data.items[0].user.name).toBe('Reviewer 11');
    expect(parsed.data.items.every((r) => !r.isMine)).toBe(true);
    expect(parsed.data.mine).toBeNull();
    expect(parsed.meta?.pagination).toEqual({
      total: 12,
      count: 10,
      perPage: 10,
      currentPage: 1,
      totalPages: 2,
    });

    const page2 = ZGetReviewsResponse.parse(
      (await get(`/api/V2/reviews?id=black-forest&type=product&page=2`)).json(),
    );
    expect(page2.data.items.map((r) => r.user.name)).toEqual(['Reviewer 1', 'Reviewer 0']);
  });

  it('uses a fixed number of queries whatever the page holds', async () => {
    const product = await createProduct(t.db);
    const { headers } = await loginAs(t.app, t.db);
    const measure = async () =>
      (await countQueries(t.database, () => get(`/api/V2/reviews?id=${product.id}&type=product`, headers)))
        .queries;
    const empty = await measure();
    for (let i = 0; i < 10; i++)
      await createReview(t.db, { productId: product.id, userId: (await createUser(t.db)).id });
    expect(await measure()).toBe(empty);
    // Session, summary, page, the reader's own review and whether they may write one.
    expect(empty).toBeLessThanOrEqual(6);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const product = await createProduct(t.db);
    const cases: [string, number][] = [
      ['/api/V2/reviews?id=no-such-cake&type=product', 404],
      ['/api/V2/reviews?id=00000000-0000-4000-8000-000000000000&type=product', 404],
      [`/api/V2/reviews?id=${product.id}&type=shop`, 400],
      [`/api/V2/reviews?id=${product.id}`, 400],
      [`/api/V2/reviews?id=${product.id}&type=product&page=0`, 400],
      [`/api/V2/reviews?id=${product.id}&type=product&page=abc`, 400],
      ['/api/V2/reviews?type=product', 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(ZErrorResponse.parse(res.json()).message.length).toBeGreaterThan(3);
    }
  });
});

describe('POST /api/V2/review', () => {
  it('needs a login', async () => {
    const product = await createProduct(t.db);
    const res = await post('/api/V2/review', { id: product.id, type: 'product', rating: 5, body });
    expect(res.statusCode).toBe(401);
  });

  it('publishes one review per user, updates it on a second post and keeps the product totals in sync', async () => {
    const product = await createProduct(t.db);
    const other = await createUser(t.db);
    await createReview(t.db, { productId: product.id, userId: other.id, rating: 2 });
    const { user, headers } = await loginAs(t.app, t.db, { name: 'Aarati Gurung', username: 'aarati_g' });
    const order = await deliver(user.id, product.id);

    const first = await post(
      '/api/V2/review',
      {
        id: product.id,
        type: 'product',
        rating: 5,
        title: '  Best cake  ',
        body: `  ${body}\n\n\n\nDhanyabad!  `,
      },
      headers,
    );
    expect(first.statusCode).toBe(201);
    const created = ZPostReviewResponse.parse(first.json());
    expect(created.message).toBe('Thank you! Your review is published.');
    expect(created.data.review).toMatchObject({
      rating: 5,
      title: 'Best cake',
      body: `${body}\n\nDhanyabad!`,
      user: { username: 'aarati_g', name: 'Aarati Gurung' },
      isMine: true,
      verified: true,
    });
    const [stored] = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, created.data.review.id));
    expect(stored.orderId).toBe(order.id);
    expect(created.data.summary).toMatchObject({ average: 3.5, count: 2 });
    let [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect([row.ratingAvg, row.ratingCount]).toEqual([3.5, 2]);

    const second = await post(
      '/api/V2/review',
      { id: product.id, type: 'product', rating: 4, body },
      headers,
    );
    expect(second.statusCode).toBe(200);
    const updated = ZPostReviewResponse.parse(second.json());
    expect(updated.data.review.id).toBe(created.data.review.id);
    expect(updated.data.review.title).toBeNull();
    expect(updated.data.summary).toMatchObject({ average: 3, count: 2 });
    [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect([row.ratingAvg, row.ratingCount]).toEqual([3, 2]);

    const list = ZGetReviewsResponse.parse(
      (await get(`/api/V2/reviews?id=${product.id}&type=product`, headers)).json(),
    );
    expect(list.data.mine?.id).toBe(created.data.review.id);
    expect(list.data.items.filter((r) => r.isMine)).toHaveLength(1);
    expect(list.data.items.find((r) => r.isMine)?.verified).toBe(true);
    expect(list.data.items.find((r) => !r.isMine)?.verified).toBe(false);
    expect(list.data.summary.count).toBe(2);
  });

  it('lets only a shopper whose order of the product was delivered review it', async () => {
    const product = await createProduct(t.db, { type: 'cake' });
    const { user, headers } = await loginAs(t.app, t.db);
    const payload = { id: product.id, type: 'product', rating: 5, body };
    const reviews = async () =>
      ZGetReviewsResponse.parse((await get(`/api/V2/reviews?id=${product.id}&type=product`, headers)).json())
        .data;

    // No order at all, then an order still on its way, then a delivered order of another cake.
    await deliver(user.id, product.id, 'out_for_delivery');
    await deliver(user.id, (await createProduct(t.db)).id);
    const refused = await post('/api/V2/review', payload, headers);
    expect(refused.statusCode).toBe(403);
    expect(ZErrorResponse.parse(refused.json()).message).toBe(
      'You can review this cake once an order of it has been delivered to you.',
    );
    expect(await reviews()).toMatchObject({
      canReview: false,
      reviewNote: 'You can review this cake once an order of it has been delivered to you.',
      items: [],
    });
    // Flowers are not called a cake.
    const flowers = await createProduct(t.db, {
      categoryId: (await createCategory(t.db, { kind: 'flowers' })).id,
    });
    const note = ZGetReviewsResponse.parse(
      (await get(`/api/V2/reviews?id=${flowers.id}&type=product`, headers)).json(),
    ).data.reviewNote;
    expect(note).toBe('You can review these flowers once an order of them has been delivered to you.');
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row.ratingCount).toBe(0);

    await deliver(user.id, product.id);
    expect(await reviews()).toMatchObject({ canReview: true, reviewNote: null });
    const res = await post('/api/V2/review', payload, headers);
    expect(res.statusCode).toBe(201);
    expect(ZPostReviewResponse.parse(res.json()).data.review.verified).toBe(true);
  });

  it('tells a visitor nothing about their right, and a store owner why they may not review', async () => {
    const product = await createProduct(t.db);
    const anon = ZGetReviewsResponse.parse(
      (await get(`/api/V2/reviews?id=${product.id}&type=product`)).json(),
    );
    expect(anon.data).toMatchObject({ canReview: false, reviewNote: null });

    const { user, headers } = await loginAs(t.app, t.db);
    const store = await createStore(t.db, { ownerUserId: user.id });
    const own = await createProduct(t.db, { storeId: store.id });
    await deliver(user.id, own.id);
    const res = ZGetReviewsResponse.parse(
      (await get(`/api/V2/reviews?id=${own.id}&type=product`, headers)).json(),
    );
    expect(res.data).toMatchObject({
      canReview: false,
      reviewNote: 'You cannot review a product from your own store.',
    });
  });

  it('stores markup as plain text', async () => {
    const product = await createProduct(t.db);
    const { user, headers } = await loginAs(t.app, t.db);
    await deliver(user.id, product.id);
    const text = '<img src=x onerror=alert(1)> tasty cake';
    const res = await post(
      '/api/V2/review',
      { id: product.id, type: 'product', rating: 4, body: text },
      headers,
    );
    expect(ZPostReviewResponse.parse(res.json()).data.review.body).toBe(text);
  });

  it('does not let a store owner review their own product', async () => {
    const { user, headers } = await loginAs(t.app, t.db);
    const store = await createStore(t.db, { ownerUserId: user.id });
    const product = await createProduct(t.db, { storeId: store.id });
    const res = await post('/api/V2/review', { id: product.id, type: 'product', rating: 5, body }, headers);
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const product = await createProduct(t.db);
    const inactive = await createProduct(t.db, { isActive: false });
    const { user, headers } = await loginAs(t.app, t.db);
    await deliver(user.id, product.id);
    const base = { id: product.id, type: 'product', rating: 5, body };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...base, rating: 0 }, 400, /1 to 5/],
      [{ ...base, rating: 6 }, 400, /1 to 5/],
      [{ ...base, rating: 2.5 }, 400, /1 to 5/],
      [{ ...base, rating: '5' }, 400, /1 to 5/],
      [{ ...base, body: '' }, 400, /at least 10/],
      [{ ...base, body: '   tiny    \n\n ' }, 400, /at least 10/],
      [{ ...base, body: 'x'.repeat(2001) }, 400, /at most 2000/],
      [{ ...base, type: 'store' }, 400, /type/],
      [{ ...base, id: 'no-such-cake' }, 404, /product was not found/],
      [{ ...base, id: inactive.id }, 404, /product was not found/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/V2/review', payload, headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(ZErrorResponse.parse(res.json()).message).toMatch(message);
    }
  });
});
