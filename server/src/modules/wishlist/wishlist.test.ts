import { ZWishAndCartResponse, ZWishesResponse, ZWishResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { addCartLine, createProduct } from '../../db/factories/index.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { cartApi, type Headers } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Favourites: the heart changes only after the server says yes, so every answer states
// the result; clients use two pairs of routes for it, and type may be automobile.

let a: ReturnType<typeof cartApi>;
let me: Headers;
let myId: string;
beforeEach(async () => {
  a = cartApi(t);
  const user = await quickUser(t.db);
  me = user.headers;
  myId = user.user.id;
});

async function wish(url: string, body: Record<string, unknown>, headers = me) {
  const res = await a.post(url, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZWishResponse.parse(res.json());
}
async function wishes(query = '', headers = me) {
  const res = await a.get(`wishes${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return ZWishesResponse.parse(res.json());
}
const rows = () => t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, myId));

describe('adding and removing', () => {
  it('/wishes/add and /wishes/delete by id; adding twice is fine', async () => {
    const p = await createProduct(t.db, { name: 'Red Roses' });
    const added = await wish('wishes/add', { id: p.id, type: 'product' });
    expect(added.data).toEqual({ id: p.id, type: 'product', wished: true });
    expect(added.message).toBe('Added to your wishlist');
    expect((await wish('wishes/add', { id: p.id })).data.wished).toBe(true);
    expect(await rows()).toHaveLength(1);
    const list = await wishes();
    expect(list.data.products.map((c) => c.name)).toEqual(['Red Roses']);
    expect(list.meta?.pagination).toMatchObject({ total: 1, currentPage: 1, perPage: 24 });
    const removed = await wish('wishes/delete', { id: p.id, type: 'product' });
    expect(removed.data.wished).toBe(false);
    // Removing what is not there is fine too.
    expect((await wish('wishes/delete', { id: p.id })).data.wished).toBe(false);
    expect(await rows()).toHaveLength(0);
  });

  it('favorite/add and favorite/remove by slug do the same', async () => {
    const p = await createProduct(t.db);
    expect((await wish('favorite/add', { id: p.slug })).data).toEqual({
      id: p.id,
      type: 'product',
      wished: true,
    });
    expect((await wishes()).data.products.map((c) => c.id)).toEqual([p.id]);
    await wish('favorite/remove', { id: p.slug, type: 'product' });
    expect((await wishes()).data.products).toEqual([]);
  });

  it('keeps automobiles with type automobile and refuses a type that does not match', async () => {
    const car = await createProduct(t.db, {
      type: 'automobile',
      name: 'Suzuki Swift',
      pricePaisa: 250_000_000,
    });
    const cake = await createProduct(t.db, { type: 'cake', name: 'Black Forest', minPound: 1 });
    await wish('favorite/add', { id: car.id, type: 'automobile' });
    await wish('wishes/add', { id: cake.id, type: 'product' });
    const asProduct = await a.fails(400, 'wishes/add', { id: car.id, type: 'product' }, me);
    expect(asProduct.errors?.type).toEqual(['Use type automobile']);
    const asCar = await a.fails(400, 'favorite/add', { id: cake.id, type: 'automobile' }, me);
    expect(asCar.message).toBe('This product is not an automobile');
    await a.fails(400, 'wishes/add', { id: cake.id, type: 'boat' }, me);
    const res = await a.get('wish-and-cart', me);
    const { wishlist } = ZWishAndCartResponse.parse(res.json()).data;
    expect(wishlist.automobile.map((c) => c.name)).toEqual(['Suzuki Swift']);
    expect(wishlist.product.map((c) => c.name)).toEqual(['Black Forest']);
    await wish('favorite/remove', { id: car.id, type: 'automobile' });
    expect((await wishes()).data.products.map((c) => c.name)).toEqual(['Black Forest']);
  });

  it('is a 404 for an unknown product; one taken off sale can be removed but not added', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-thing']) {
      expect((await a.fails(404, 'wishes/add', { id }, me)).message).toBe('This product was not found');
      await a.fails(404, 'favorite/remove', { id }, me);
    }
    const p = await createProduct(t.db);
    await wish('wishes/add', { id: p.id });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, p.id));
    // Off sale: hidden from the list, refused as a new wish, still removable.
    expect((await wishes()).data.products).toEqual([]);
    await a.fails(404, 'wishes/add', { id: p.id }, me);
    await wish('wishes/delete', { id: p.id });
    expect(await rows()).toHaveLength(0);
    await a.fails(400, 'wishes/add', {}, me);
  });

  it('needs a login (401) for every route', async () => {
    const p = await createProduct(t.db);
    for (const url of ['wishes/add', 'wishes/delete', 'favorite/add', 'favorite/remove']) {
      const res = await a.fails(401, url, { id: p.id });
      expect(res.message).toBe('Please log in to continue');
    }
    await a.fails(401, 'wishes');
    await a.fails(401, 'wish-and-cart');
    await a.fails(401, 'wishes', undefined, { authorization: 'Bearer not-a-session' });
  });
});

describe('listing', () => {
  it('lists only my wishes, newest first, 24 per page', async () => {
    const other = await quickUser(t.db);
    const theirs = await createProduct(t.db);
    await wish('wishes/add', { id: theirs.id }, other.headers);
    for (let i = 0; i < 25; i++) {
      const p = await createProduct(t.db, { name: `Gift ${i}` });
      await wish('wishes/add', { id: p.id });
    }
    const first = await wishes();
    expect(first.data.products).toHaveLength(24);
    expect(first.data.products[0].name).toBe('Gift 24');
    expect(first.data.products.map((c) => c.id)).not.toContain(theirs.id);
    expect(first.meta?.pagination).toMatchObject({ total: 25, totalPages: 2, currentPage: 1 });
    const second = await wishes('?page=2');
    expect(second.data.products.map((c) => c.name)).toEqual(['Gift 0']);
    await a.fails(400, 'wishes?page=0', undefined, me);
  });

  it('wish-and-cart answers the cart product ids and count with the wishlist', async () => {
    const cake = await createProduct(t.db, { type: 'cake', minPound: 1 });
    const gift = await createProduct(t.db);
    await addCartLine(t.db, { userId: myId, productId: cake.id, quantity: 2 });
    await addCartLine(t.db, { userId: myId, productId: cake.id, options: { pound: 3 } });
    await addCartLine(t.db, { userId: myId, productId: gift.id });
    await wish('wishes/add', { id: gift.id });
    const res = await a.get('wish-and-cart', me);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = ZWishAndCartResponse.parse(res.json()).data;
    expect(data.cart.product.sort()).toEqual([cake.id, gift.id].sort());
    expect(data.cart.count).toBe(4);
    expect(data.wishlist.product.map((c) => c.id)).toEqual([gift.id]);
    expect(data.wishlist.automobile).toEqual([]);
    // A user with nothing gets empty lists, not an error.
    const fresh = await quickUser(t.db);
    const empty = ZWishAndCartResponse.parse((await a.get('wish-and-cart', fresh.headers)).json()).data;
    expect(empty).toEqual({ cart: { product: [], count: 0 }, wishlist: { product: [], automobile: [] } });
  });
});
