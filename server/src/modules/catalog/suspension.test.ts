import { ZAdminStoreResponse, ZAdminStoresResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, createProduct, createStore } from '../../db/factories/index.ts';
import { auditLog, outbox, stores } from '../../db/schema/index.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { refreshSearchTerms } from '../search/index.ts';

// A suspended store's products leave the shop at once, everywhere (the shared cache is on, and
// the pages were read before the change); its cart lines cannot be checked out; the owner is
// e-mailed; reinstating brings everything back.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

let shop: CheckoutFixture;
let customer: Shopper;
let admin: Awaited<ReturnType<typeof quickUser>>;
let owner: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  owner = await quickUser(t.db, { role: 'seller' });
  admin = await quickUser(t.db, { role: 'admin' });
  await t.db.update(stores).set({ ownerUserId: owner.user.id }).where(eq(stores.id, shop.store.id));
  const other = await createStore(t.db, { name: 'Phoolbari Florists' });
  await createProduct(t.db, { name: 'Gift Basket Deluxe', storeId: other.id, categoryId: shop.category.id });
  customer = await shopper(t.db, shop);
  await refreshSearchTerms({ db: t.db });
});

const { get } = api(t);
const names = (res: { json(): { data: { products: { name: string }[] } } }) =>
  res
    .json()
    .data.products.map((p) => p.name)
    .sort();

/** What a shopper sees of the store, from every door into the catalogue. */
async function shopperView() {
  const home = (await get('home-page')).json().data;
  const { suggestions } = (await get('search/suggestions?q=hamper')).json().data;
  return {
    all: names(await get('products')),
    category: names(await get(`category/${shop.category.slug}`)),
    search: names(await get('search?query=gift')),
    typo: names(await get('search?query=hampr')),
    suggested: suggestions.map((s: { label: string }) => s.label),
    product: (await get(`product/${shop.product.slug}`)).statusCode,
    store: (await get(`store/${shop.store.slug}`)).statusCode,
    storeProducts: (await get(`store/${shop.store.slug}/products`)).statusCode,
    homeStores: home.stores.map((s: { name: string }) => s.name).sort(),
  };
}

const admins = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = admin.headers) =>
  t.app.inject({ method, url: `/api/dashboard/v1/${url}`, headers, ...(payload ? { payload } : {}) });

describe('store suspension', () => {
  it('lists stores with owner, products and status, searchable, for admins only', async () => {
    const res = await admins('GET', 'stores?q=lazimpat');
    expect(res.statusCode, res.body).toBe(200);
    const body = ZAdminStoresResponse.parse(res.json());
    expect(body.data.stores).toEqual([
      expect.objectContaining({
        name: 'Lazimpat Bakers',
        owner: { name: owner.user.name, email: owner.user.email },
        productCount: 2,
        suspended: null,
      }),
    ]);
    expect(ZAdminStoresResponse.parse((await admins('GET', 'stores')).json()).meta?.pagination.total).toBe(2);
    expect((await admins('GET', 'stores', undefined, owner.headers)).statusCode).toBe(403);
    const refused = await admins(
      'POST',
      `stores/${shop.store.id}/suspend`,
      { reason: 'Mine' },
      owner.headers,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('takes the products out of every list, search and page, refuses checkout, and comes back', async () => {
    const before = await shopperView();
    expect(before).toMatchObject({
      all: ['Chocolate Truffle Cake', 'Gift Basket Deluxe', 'Gift Hamper'],
      category: ['Gift Basket Deluxe', 'Gift Hamper'],
      typo: ['Gift Hamper'],
      suggested: ['Gift Hamper'],
      product: 200,
      store: 200,
      storeProducts: 200,
    });
    expect(before.search).toContain('Gift Hamper');
    expect(before.homeStores).toContain('Lazimpat Bakers');

    expect((await admins('POST', `stores/${shop.store.id}/suspend`, { reason: '' })).statusCode).toBe(400);
    const res = await admins('POST', `stores/${shop.store.id}/suspend`, { reason: 'Unpaid fees' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Lazimpat Bakers is suspended; ${owner.user.name} has been e-mailed`);
    expect(ZAdminStoreResponse.parse(res.json()).data.suspended?.reason).toBe('Unpaid fees');
    expect((await admins('POST', `stores/${shop.store.id}/suspend`, { reason: 'Again' })).statusCode).toBe(
      409,
    );

    expect(await shopperView()).toEqual({
      all: ['Gift Basket Deluxe'],
      category: ['Gift Basket Deluxe'],
      search: ['Gift Basket Deluxe'],
      typo: [],
      suggested: [],
      product: 404,
      // The store's own pages say it is closed rather than that the address is wrong.
      store: 410,
      storeProducts: 410,
      homeStores: before.homeStores.filter((n: string) => n !== 'Lazimpat Bakers'),
    });
    const order = await placeOrderReq(t, customer, orderBody(shop, customer));
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toMatch(/not taking orders/);
    const mail = await t.db.select().from(outbox).where(eq(outbox.recipient, owner.user.email));
    expect(mail.map((m) => m.subject)).toEqual(['Lazimpat Bakers is suspended on Upahar']);
    expect(mail[0].text).toContain('Unpaid fees');

    const back = await admins('POST', `stores/${shop.store.id}/reinstate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await shopperView()).toEqual(before);
    expect((await placeOrderReq(t, customer, orderBody(shop, customer))).statusCode).toBe(201);
    await t.app.afterAnswer.settled();
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'suspendStore'), eq(auditLog.status, 200)));
    expect(logged).toHaveLength(1);
  });

  it("keeps the store's open orders in the admin's dashboard", async () => {
    expect((await placeOrderReq(t, customer, orderBody(shop, customer))).statusCode).toBe(201);
    await admins('POST', `stores/${shop.store.id}/suspend`, { reason: 'Unpaid fees' });
    const orders = await admins('GET', 'orders');
    expect(orders.json().data.orders).toHaveLength(1);
    const listed = ZAdminStoresResponse.parse((await admins('GET', 'stores?status=suspended')).json());
    expect(listed.data.stores.map((s) => [s.name, s.openOrderCount])).toEqual([['Lazimpat Bakers', 1]]);
  });
});
