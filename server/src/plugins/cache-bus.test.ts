import { ZProductDetailResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Config } from '../config.ts';
import { createCategory, createProduct, createStore } from '../db/factories/index.ts';
import { categories } from '../db/schema/index.ts';
import { buildTestApp, it, type TestApp, t } from '../test/fixtures.ts';
import { quickUser } from '../test/login-as.ts';
import { TEST_REDIS_URL, testRedis, uniqueChannel, within } from '../test/redis.ts';

// Two instances of the shop on one database and one Redis, each with its own response cache.
// The memo caches belong to the process, which two apps in one test share, so their part is
// shown with a message from an instance outside this process instead.

const cache: Partial<Config> = {
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
};

async function twoInstances({ redis }: { redis: boolean }) {
  const channel = uniqueChannel();
  const settings = { ...cache, ...(redis ? { redisUrl: TEST_REDIS_URL, cacheChannel: channel } : {}) };
  const [a, b] = [await buildTestApp(settings), await buildTestApp(settings)];
  await Promise.all([a.app.cacheBus.ready(), b.app.cacheBus.ready()]);
  return { a, b, channel };
}

/** A live product of a seller's own store, and how to read and reprice it through an app. */
async function sellersProduct() {
  const seller = await quickUser(t.db, { role: 'seller' });
  const store = await createStore(t.db, { ownerUserId: seller.user.id });
  const category = await createCategory(t.db, { kind: 'gifts' });
  const product = await createProduct(t.db, {
    storeId: store.id,
    categoryId: category.id,
    pricePaisa: 250_000,
  });
  const price = async (via: TestApp) => {
    const res = await via.app.inject({ method: 'GET', url: `/api/V2/product/${product.slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return { cache: res.headers['x-cache'], price: ZProductDetailResponse.parse(res.json()).data.price };
  };
  // Prices are sent in rupees and answered in paisa.
  const reprice = async (via: TestApp, rupees: number) => {
    const res = await via.app.inject({
      method: 'PUT',
      url: `/api/dashboard/v1/products/${product.id}`,
      headers: seller.headers,
      payload: {
        name: product.name,
        storeId: store.id,
        type: 'product',
        categoryId: category.id,
        occasionIds: [],
        brandId: null,
        description: product.description,
        price: rupees,
        salePrice: null,
        stock: 10,
        prepHours: 4,
        isSameDay: false,
        tags: [],
        colors: [],
        sizes: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { price, reprice };
}

describe('caches shared across instances', () => {
  it('a price changed through one instance shows in the other’s cached answer within a second', async () => {
    const { a, b } = await twoInstances({ redis: true });
    const { price, reprice } = await sellersProduct();
    expect(await price(b)).toEqual({ cache: 'miss', price: 250_000 });
    expect(await price(b)).toEqual({ cache: 'hit', price: 250_000 });
    await price(a);

    await reprice(a, 1800);
    expect(await price(a)).toEqual({ cache: 'miss', price: 180_000 });
    expect(await within(1000, async () => (await price(b)).price === 180_000)).toBe(true);
    expect(await price(b)).toEqual({ cache: 'hit', price: 180_000 });
  });

  it('without Redis each instance keeps its own: the other answers the old price until it expires', async () => {
    const { a, b } = await twoInstances({ redis: false });
    expect(a.app.cacheBus.connected()).toBe(false);
    const { price, reprice } = await sellersProduct();
    await price(b);
    await reprice(a, 1800);
    expect(await price(a)).toEqual({ cache: 'miss', price: 180_000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await price(b)).toEqual({ cache: 'hit', price: 250_000 });
  });

  it('memo caches: one instance’s invalidation is sent, another’s is applied', async () => {
    const { a, channel } = await twoInstances({ redis: true });
    const watcher = testRedis();
    const other = testRedis();
    try {
      const sent: { from: string; topics: string[] }[] = [];
      watcher.on('message', (_c: string, m: string) => sent.push(JSON.parse(m)));
      await watcher.subscribe(channel);

      // Kept by the catalogue's memo cache for a minute; the response cache is off on `t`.
      const category = await createCategory(t.db, { name: 'Gift Hampers', kind: 'gifts' });
      const title = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/V2/category/${category.slug}` })).json().data.title;
      expect(await title()).toBe('Gift Hampers');
      // Another instance renamed it; this process never saw the write.
      await t.db.update(categories).set({ name: 'Festival Hampers' }).where(eq(categories.id, category.id));
      expect(await title()).toBe('Gift Hampers');
      await other.publish(channel, JSON.stringify({ from: 'another-instance', topics: ['memo:catalog'] }));
      expect(await within(1000, async () => (await title()) === 'Festival Hampers')).toBe(true);

      // A write here is passed on, with the response cache's emptying, by this process's buses.
      const { reprice } = await sellersProduct();
      await reprice(a, 900);
      expect(
        await within(1000, () =>
          sent.some((m) => m.from === a.app.cacheBus.instanceId && m.topics.includes('response-cache:')),
        ),
      ).toBe(true);
      expect(sent.some((m) => m.topics.includes('memo:catalog'))).toBe(true);
    } finally {
      await Promise.all([watcher.quit(), other.quit()]);
    }
  });
});
