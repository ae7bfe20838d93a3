import { CART_LINE_QUANTITY_MAX } from '@upahar/contract';
import { expect } from 'vitest';
import { checkoutFixture } from '../../db/factories/checkout.ts';
import { createProduct } from '../../db/factories/index.ts';
import { cartApi, lineOf } from '../../test/cart-api.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// A cake and the extras chosen with it (candles, a card) go into the cart in one call.

async function shop() {
  const fx = await checkoutFixture(t.db);
  const candles = await createProduct(t.db, {
    name: 'Candles',
    storeId: fx.store.id,
    categoryId: fx.category.id,
  });
  const card = await createProduct(t.db, { name: 'Card', storeId: fx.store.id, categoryId: fx.category.id });
  const soldOut = await createProduct(t.db, {
    name: 'Knife',
    storeId: fx.store.id,
    categoryId: fx.category.id,
    stock: 0,
  });
  return { fx, candles, card, soldOut };
}

it('adds a cake and two extras in one call and answers once with every line id', async () => {
  const { fx, candles, card } = await shop();
  const user = await quickUser(t.db);
  const a = cartApi(t);
  const cart = await a.add(
    {
      productId: fx.cake.id,
      pound: 2,
      quickCheckout: true,
      extras: [{ productId: candles.id }, { productId: card.id, quantity: 2 }],
    },
    user.headers,
  );
  expect(cart.cartItems).toHaveLength(3);
  expect(lineOf(cart, card.id).quantity).toBe(2);
  expect(cart.addedItemIds).toEqual([
    lineOf(cart, fx.cake.id).cartItemId,
    lineOf(cart, candles.id).cartItemId,
    lineOf(cart, card.id).cartItemId,
  ]);
  expect(cart.addedItemId).toBe(lineOf(cart, fx.cake.id).cartItemId);
  expect(cart.notAdded).toEqual([]);
});

it('keeps the cake and the other extras when one extra cannot be added, and says why', async () => {
  const { fx, candles, soldOut } = await shop();
  const a = cartApi(t);
  const cart = await a.add({
    productId: fx.cake.id,
    pound: 2,
    extras: [{ productId: soldOut.id }, { productId: candles.id }],
  });
  expect(cart.cartItems.map((l) => l.productId).sort()).toEqual([fx.cake.id, candles.id].sort());
  expect(cart.notAdded).toEqual([{ productId: soldOut.id, message: 'This product is sold out' }]);
  // Not a quick checkout: no line ids are named.
  expect(cart.addedItemIds).toEqual([]);
});

it('reports an extra that would pass the per-line maximum inside the transaction, keeping the rest', async () => {
  const { fx, candles } = await shop();
  const user = await quickUser(t.db);
  const a = cartApi(t);
  await a.add({ productId: candles.id, quantity: CART_LINE_QUANTITY_MAX }, user.headers);
  const cart = await a.add({ productId: fx.product.id, extras: [{ productId: candles.id }] }, user.headers);
  expect(lineOf(cart, candles.id).quantity).toBe(CART_LINE_QUANTITY_MAX);
  expect(lineOf(cart, fx.product.id).quantity).toBe(1);
  expect(cart.notAdded).toEqual([{ productId: candles.id, message: expect.stringMatching(/at most/) }]);
});

it('adds nothing when the cake itself is refused, extras included', async () => {
  const { fx, candles } = await shop();
  const user = await quickUser(t.db);
  const a = cartApi(t);
  const failure = await a.fails(
    400,
    'add-to-cart',
    { productId: fx.cake.id, pound: 99, extras: [{ productId: candles.id }] },
    user.headers,
  );
  expect(failure.message).toBeTruthy();
  expect((await a.getCart(user.headers)).cartItems).toEqual([]);
});

it('refuses more than 10 extras with a message naming the field', async () => {
  const { fx, candles } = await shop();
  const a = cartApi(t);
  const extras = Array.from({ length: 11 }, () => ({ productId: candles.id }));
  const failure = await a.fails(400, 'add-to-cart', { productId: fx.product.id, extras });
  expect(failure.errors?.extras?.[0]).toBe('Add at most 10 extras at once');
});

it('reads the cart without writing anything', async () => {
  const { fx } = await shop();
  const user = await quickUser(t.db);
  const a = cartApi(t);
  await a.add({ productId: fx.product.id }, user.headers);
  const before = await t.db.execute('select xmin::text as v from carts');
  const { queries } = await countQueries(t.database, () => a.getCart(user.headers));
  const after = await t.db.execute('select xmin::text as v from carts');
  expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  expect(queries).toBeGreaterThan(0);
});

it('reads the products of the line and its extras in one query, whatever the number of extras', async () => {
  const { fx, candles, card, soldOut } = await shop();
  const a = cartApi(t);
  // Each add goes into a new cart, so every extra that goes in is a new line.
  const add = async (extras: string[]) => {
    const user = await quickUser(t.db);
    const body = { productId: fx.product.id, extras: extras.map((productId) => ({ productId })) };
    return (await countQueries(t.database, () => a.add(body, user.headers))).queries;
  };
  const one = await add([candles.id]);
  const two = await add([candles.id, card.id]);
  // A refused extra costs no statement at all: it is found with the others and refused before
  // the transaction; an extra that goes in costs only its own writes.
  expect(await add([candles.id, card.id, soldOut.id])).toBe(two);
  expect(await add([candles.id, card.id, soldOut.id, soldOut.id])).toBe(two);
  expect(two - one).toBeGreaterThan(0);
});
