import {
  ZFollowingProductsResponse,
  ZFollowListResponse,
  ZFollowResponse,
  ZProductDetailResponse,
  ZStorePageResponse,
} from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { createProduct, createStore } from '../../db/factories/index.ts';
import { products, storeFollows, storeSuspensions, stores } from '../../db/schema/index.ts';
import { cartApi, type Headers } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Following stores: every write answers the follow state and the follower count, following twice
// keeps one row, and the home shelf shows only the followed stores' products on sale.

let a: ReturnType<typeof cartApi>;
let me: Headers;
let myId: string;
beforeEach(async () => {
  a = cartApi(t);
  const user = await quickUser(t.db);
  me = user.headers;
  myId = user.user.id;
});

async function write(url: 'followers/add' | 'followers/delete', storeId: unknown, headers = me) {
  const res = await a.post(url, { storeId }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZFollowResponse.parse(res.json());
}
async function followList(headers = me) {
  const res = await a.get('followers/index', headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return ZFollowListResponse.parse(res.json()).data.business;
}
async function shelf(headers = me) {
  const res = await a.get('following/products', headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return ZFollowingProductsResponse.parse(res.json()).data.products;
}
const rows = () => t.db.select().from(storeFollows).where(eq(storeFollows.userId, myId));

describe('following and unfollowing', () => {
  it('follows by slug or number, twice is one row, and answers the follower count', async () => {
    const store = await createStore(t.db, { name: 'Himalayan Java' });
    const other = await quickUser(t.db);
    expect((await write('followers/add', store.slug, other.headers)).data.followerCount).toBe(1);

    const added = await write('followers/add', store.slug);
    expect(added.data).toEqual({ storeId: store.id, slug: store.slug, following: true, followerCount: 2 });
    expect(added.message).toBe('You are following this store');
    // Again, by number: nothing changes.
    expect((await write('followers/add', store.id)).data).toMatchObject({
      following: true,
      followerCount: 2,
    });
    expect(await rows()).toHaveLength(1);

    const list = await followList();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: store.id,
      slug: store.slug,
      name: 'Himalayan Java',
      followerCount: 2,
    });
    expect(Number.isNaN(Date.parse(list[0].followedAt))).toBe(false);

    const removed = await write('followers/delete', String(store.id));
    expect(removed.data).toEqual({ storeId: store.id, slug: store.slug, following: false, followerCount: 1 });
    // Unfollowing what one does not follow is fine too.
    expect((await write('followers/delete', store.slug)).data.following).toBe(false);
    expect(await rows()).toHaveLength(0);
    expect(await followList()).toEqual([]);
  });

  it('lists the newest follow first', async () => {
    const first = await createStore(t.db);
    const second = await createStore(t.db);
    await write('followers/add', first.slug);
    await write('followers/add', second.slug);
    expect((await followList()).map((s) => s.slug)).toEqual([second.slug, first.slug]);
  });

  it('is a 404 for an unknown store; a suspended one cannot be followed but can be unfollowed', async () => {
    for (const storeId of ['no-such-store', 999_999_999]) {
      expect((await a.fails(404, 'followers/add', { storeId }, me)).message).toBe('This store was not found');
      await a.fails(404, 'followers/delete', { storeId }, me);
    }
    const store = await createStore(t.db);
    await write('followers/add', store.slug);
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    await t.db.insert(storeSuspensions).values({ storeId: store.id, reason: 'Unpaid fees' });
    await a.fails(404, 'followers/add', { storeId: store.slug }, me);
    // Hidden from the list while suspended, and still removable.
    expect(await followList()).toEqual([]);
    expect((await write('followers/delete', store.slug)).data.following).toBe(false);
    expect(await rows()).toHaveLength(0);
    await a.fails(400, 'followers/add', {}, me);
    await a.fails(400, 'followers/add', { storeId: '' }, me);
  });

  it('needs a login (401) for every route', async () => {
    const store = await createStore(t.db);
    for (const url of ['followers/add', 'followers/delete']) {
      expect((await a.fails(401, url, { storeId: store.slug })).message).toBe('Please log in to continue');
    }
    await a.fails(401, 'followers/index');
    await a.fails(401, 'following/products');
  });
});

describe('follower counts on public pages', () => {
  it('the store page and the product page carry the follower count', async () => {
    const store = await createStore(t.db);
    const product = await createProduct(t.db, { storeId: store.id });
    const page = async () =>
      ZStorePageResponse.parse((await a.get(`store/${store.slug}`)).json()).data.store.followerCount;
    expect(await page()).toBe(0);
    await write('followers/add', store.slug);
    await write('followers/add', store.slug, (await quickUser(t.db)).headers);
    expect(await page()).toBe(2);
    const detail = ZProductDetailResponse.parse((await a.get(`product/${product.slug}`)).json()).data;
    expect(detail.store.followerCount).toBe(2);
  });
});

describe('the shelf of followed stores', () => {
  it("shows only followed stores' products on sale, those on offer first, newest next", async () => {
    const followed = await createStore(t.db);
    const suspended = await createStore(t.db);
    const notFollowed = await createStore(t.db);
    const old = await createProduct(t.db, { storeId: followed.id, name: 'Old Cake' });
    await t.db
      .update(products)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(products.id, old.id));
    const fresh = await createProduct(t.db, { storeId: followed.id, name: 'Fresh Cake' });
    const offer = await createProduct(t.db, {
      storeId: followed.id,
      name: 'Offer Cake',
      pricePaisa: 200_000,
      salePricePaisa: 150_000,
    });
    await t.db
      .update(products)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(products.id, offer.id));
    await createProduct(t.db, { storeId: followed.id, name: 'Retired Cake', isActive: false });
    await createProduct(t.db, { storeId: suspended.id, name: 'Suspended Cake' });
    await createProduct(t.db, { storeId: notFollowed.id, name: 'Stranger Cake' });

    expect(await shelf()).toEqual([]);
    await write('followers/add', followed.slug);
    await write('followers/add', suspended.slug);
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, suspended.id));
    const names = (await shelf()).map((p) => p.name);
    expect(names).toEqual(['Offer Cake', 'Fresh Cake', 'Old Cake']);
    // Another shopper's follows are not mine.
    expect(await shelf((await quickUser(t.db)).headers)).toEqual([]);
    expect(fresh.storeId).toBe(followed.id);
  });
});
