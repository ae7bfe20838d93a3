import { ZGetReviewsResponse, ZProductDetailResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createOrder, createProduct, createReview, createUser } from '../db/factories/index.ts';
import { orderParts, products, stores } from '../db/schema/index.ts';
import { cartApi } from '../test/cart-api.ts';
import { countQueries } from '../test/count-queries.ts';
import { t, testWith } from '../test/fixtures.ts';
import { loginAs, quickUser } from '../test/login-as.ts';
import { api } from '../test/requests.ts';
import { checkoutFixture, orderBody, placeOrderReq, shopper } from '../test/shop.ts';

const { get } = api(t, { base: '' });
const reviewText = 'Soft sponge, not too sweet, and it arrived right on time in Lalitpur.';

// The shared cache in the whole app: real endpoints, sessions and writes.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

describe('shared response cache in the app', () => {
  it('answers a repeated public listing from memory, in no SQL statement, byte for byte', async () => {
    for (let i = 0; i < 4; i++) await createProduct(t.db);
    const first = await get('/api/V2/products', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const { result: again, queries } = await countQueries(t.database, () =>
      get('/api/V2/products', { 'accept-encoding': 'br' }),
    );
    expect(again.headers['x-cache']).toBe('hit');
    expect(queries).toBe(0);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never gives a signed-in reader’s list to a visitor, nor a visitor’s to the reader', async () => {
    const product = await createProduct(t.db);
    const reader = await loginAs(t.app, t.db);
    await createReview(t.db, { productId: product.id, userId: reader.user.id, rating: 5 });
    const url = `/api/V2/reviews?id=${product.id}&type=product`;
    const isMine = (res: { json(): unknown }) =>
      ZGetReviewsResponse.parse(res.json()).data.items.map((r) => r.isMine);

    const mine = await get(url, reader.headers);
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(isMine(mine)).toEqual([true]);
    // The reader's answer was not stored: the first visitor still misses and gets no flag.
    const visitor = await get(url);
    expect(visitor.headers['x-cache']).toBe('miss');
    expect(isMine(visitor)).toEqual([false]);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const mineAgain = await get(url, reader.headers);
    expect(mineAgain.headers['x-cache']).toBeUndefined();
    expect(isMine(mineAgain)).toEqual([true]);
  });

  it('shows a posted review at once, and is left alone by a visitor filling a cart', async () => {
    const product = await createProduct(t.db);
    const other = await createUser(t.db);
    await createReview(t.db, { productId: product.id, userId: other.id, rating: 2 });
    const url = `/api/V2/reviews?id=${product.id}&type=product`;
    await get(url);
    await cartApi(t).add({ productId: product.id, quantity: 1 });
    expect((await get(url)).headers['x-cache']).toBe('hit');

    const { user, headers } = await loginAs(t.app, t.db);
    // Reviews come from delivered orders.
    await createOrder(t.db, {
      userId: user.id,
      status: 'delivered',
      items: [{ productId: product.id, quantity: 1, unitPricePaisa: 100_000 }],
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/V2/review',
      headers,
      payload: { id: product.id, type: 'product', rating: 5, body: reviewText },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(ZGetReviewsResponse.parse(after.json()).data.summary.count).toBe(2);
  });

  it('shows new stock after an order and a status a seller set through the dashboard', async () => {
    const shop = await checkoutFixture(t.db);
    await t.db.update(products).set({ stock: 10 }).where(eq(products.id, shop.product.id));
    const seller = await quickUser(t.db, { role: 'seller' });
    await t.db.update(stores).set({ ownerUserId: seller.user.id }).where(eq(stores.id, shop.store.id));
    const url = `/api/V2/product/${shop.product.slug}`;
    const stock = async () => {
      const res = await get(url);
      return { cache: res.headers['x-cache'], stock: ZProductDetailResponse.parse(res.json()).data.stock };
    };
    expect(await stock()).toEqual({ cache: 'miss', stock: 10 });
    expect(await stock()).toEqual({ cache: 'hit', stock: 10 });

    const customer = await shopper(t.db, shop, { quantity: 2 });
    const order = await placeOrderReq(t, customer, orderBody(shop, customer));
    expect(order.statusCode, order.body).toBe(201);
    expect(await stock()).toEqual({ cache: 'miss', stock: 8 });
    expect(await stock()).toEqual({ cache: 'hit', stock: 8 });

    const [part] = await t.db
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, order.json().data.orderId));
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${part.id}/status`,
      headers: seller.headers,
      payload: { status: 'confirmed', note: '' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await stock()).cache).toBe('miss');
  });
});
