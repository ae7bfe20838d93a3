import { addDays, CART_LINES_MAX } from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, checkoutFixture } from '../../db/factories/checkout.ts';
import { addCartLine, createProduct, createStore } from '../../db/factories/index.ts';
import { cartItems } from '../../db/schema/index.ts';
import { cartApi, type Headers, lineOf } from '../../test/cart-api.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// No client-set prices or negative quantities: the server prices every line, quantities are
// positive whole numbers with a maximum, and every refusal is a 4xx a person can read.

let a: ReturnType<typeof cartApi>;
let fx: CheckoutFixture;
let me: Headers;
let myId: string;
beforeEach(async () => {
  a = cartApi(t);
  fx = await checkoutFixture(t.db);
  const user = await quickUser(t.db);
  me = user.headers;
  myId = user.user.id;
});

const add = (body: Record<string, unknown>) => a.post('add-to-cart', { source: 'web', ...body }, me);

describe('quantities', () => {
  it('refuses negative, zero, fractional, huge and non-numbers with a readable message', async () => {
    const { cartItemId } = await addCartLine(t.db, { userId: myId, productId: fx.product.id });
    const cases: [unknown, RegExp][] = [
      [-1, /at least 1/],
      [0, /at least 1/],
      [1.5, /whole number/],
      [21, /at most 20/],
      [1e12, /at most 20/],
      ['lots', /must be a number/],
    ];
    for (const [quantity, message] of cases) {
      const add400 = await a.fails(400, 'add-to-cart', { productId: fx.product.id, quantity }, me);
      expect(add400.errors?.quantity?.[0]).toMatch(message);
      expect(add400.message).toMatch(message);
      const upd400 = await a.fails(400, 'update-cart-item', { cartItemId, quantity }, me);
      expect(upd400.errors?.quantity?.[0]).toMatch(message);
    }
    expect(lineOf(await a.getCart(me), fx.product.id).quantity).toBe(1);
  });

  it('takes only numbers as numbers: not true (once 1), nor "0x10" (once 16), nor ""', async () => {
    const { cartItemId } = await addCartLine(t.db, { userId: myId, productId: fx.product.id });
    for (const quantity of [true, false, '0x10', '', null, [2]]) {
      const add400 = await a.fails(400, 'add-to-cart', { productId: fx.product.id, quantity }, me);
      expect(add400.errors?.quantity, JSON.stringify(quantity)).toEqual(['Quantity must be a number']);
      const upd400 = await a.fails(400, 'update-cart-item', { cartItemId, quantity }, me);
      expect(upd400.errors?.quantity).toEqual(['Quantity must be a number']);
    }
    const hex = await a.fails(
      400,
      'add-to-cart',
      { productId: fx.product.id, flavorId: '0x10', tier: true },
      me,
    );
    expect(hex.errors).toMatchObject({
      flavorId: ['Choose a flavour from the list'],
      tier: ['Tier must be a number'],
    });
    expect(lineOf(await a.getCart(me), fx.product.id).quantity).toBe(1);
    // Decimal digits in a string are still a number (form fields and query strings carry text).
    expect((await add({ productId: fx.product.id, quantity: '2' })).statusCode).toBe(200);
    expect(lineOf(await a.getCart(me), fx.product.id).quantity).toBe(3);
  });

  it('refuses an add that would take one line above the maximum, leaving it unchanged', async () => {
    expect((await add({ productId: fx.product.id, quantity: 15 })).statusCode).toBe(200);
    const res = await add({ productId: fx.product.id, quantity: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can have at most 20 of one item in your cart');
    expect(lineOf(await a.getCart(me), fx.product.id).quantity).toBe(15);
  });

  it('holds at most CART_LINES_MAX different lines; the lines it has can still grow', async () => {
    const { cartId } = await addCartLine(t.db, { userId: myId, productId: fx.product.id });
    // Each cake message is a line of its own, so only a cap on lines bounds a cart (and the work of
    // every cart, summary and place-order call on it).
    const fill = Array.from({ length: CART_LINES_MAX - 1 }, (_, i) => ({
      cartId,
      productId: fx.cake.id,
      quantity: 1,
      optionsKey: `filler-${i}`,
    }));
    await t.db.insert(cartItems).values(fill);
    const full = await a.fails(409, 'add-to-cart', { productId: fx.cake.id, message: 'One more' }, me);
    expect(full.message).toBe(`Your cart holds at most ${CART_LINES_MAX} different items`);
    expect((await add({ productId: fx.product.id })).statusCode).toBe(200);
    expect((await a.getCart(me)).cartItems).toHaveLength(CART_LINES_MAX);
  });

  it('never passes the maximum or the stock when adds race (one conditional upsert each)', async () => {
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => add({ productId: fx.product.id, quantity: 3 })),
    );
    const ok = tries.filter((r) => r.statusCode === 200).length;
    expect(tries.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    expect(ok).toBe(6);
    expect(lineOf(await a.getCart(me), fx.product.id).quantity).toBe(18);
    const few = await createProduct(t.db, { storeId: fx.store.id, stock: 4 });
    const grabs = await Promise.all(Array.from({ length: 8 }, () => add({ productId: few.id })));
    expect(grabs.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(grabs.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(lineOf(await a.getCart(me), few.id).quantity).toBe(4);
  });
});

describe('prices come from the server', () => {
  it('ignores every price field in the body', async () => {
    const res = await add({
      productId: fx.product.id,
      price: 1,
      sellingPrice: 1,
      unitPrice: 1,
      total: 1,
      pricePaisa: 1,
      subtotal: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = lineOf(res.json().data, fx.product.id);
    expect(line.sellingPrice).toBe(fx.product.sellingPricePaisa);
    expect(line.sellingPrice).toBe(150_000);
    expect(res.json().data.subtotal).toBe(150_000);
  });
});

describe('lines that are not yours', () => {
  it("is a 404 for another user's cart item, for update and for remove", async () => {
    const other = await quickUser(t.db);
    const { cartItemId } = await addCartLine(t.db, { userId: other.user.id, productId: fx.product.id });
    // Also when the caller has a cart of their own.
    await addCartLine(t.db, { userId: (await quickUser(t.db)).user.id, productId: fx.cake.id });
    await add({ productId: fx.cake.id });
    const upd = await a.fails(404, 'update-cart-item', { cartItemId, quantity: 3 }, me);
    expect(upd.message).toBe('This item is no longer in your cart');
    await a.fails(404, 'remove-from-cart', { cartItemId }, me);
    expect(lineOf(await a.getCart(other.headers), fx.product.id).quantity).toBe(1);
  });

  it('is a 400 for an id that is not an id', async () => {
    const bad = await a.fails(400, 'remove-from-cart', { cartItemId: "1' or '1'='1" }, me);
    expect(bad.errors?.cartItemId?.[0]).toBe('Choose an item of your cart');
  });
});

describe('what can be added', () => {
  it('is a 404 for an unknown product, by id or by slug', async () => {
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'no-such-cake']) {
      expect((await a.fails(404, 'add-to-cart', { productId }, me)).message).toBe(
        'This product was not found',
      );
    }
  });

  it('is a 400 for a past, impossible or too distant delivery date', async () => {
    const { today } = freezeKathmandu(10);
    const past = await a.fails(
      400,
      'add-to-cart',
      { productId: fx.product.id, deliveryDate: addDays(today, -1) },
      me,
    );
    expect(past.message).toBe('Choose today or a later date');
    const bogus = await a.fails(
      400,
      'add-to-cart',
      { productId: fx.product.id, deliveryDate: '2026-02-30' },
      me,
    );
    expect(bogus.errors?.deliveryDate?.[0]).toMatch(/Use a date like/);
    const far = await a.fails(
      400,
      'add-to-cart',
      { productId: fx.product.id, deliveryDate: addDays(today, 400) },
      me,
    );
    expect(far.message).toMatch(/within the next 90 days/);
    expect((await a.getCart(me)).cartItems).toEqual([]);
  });

  it('is a 400 for an unknown or closed delivery location', async () => {
    for (const deliveryLocationId of [999_999, 2_147_483_647]) {
      const res = await a.fails(400, 'add-to-cart', { productId: fx.product.id, deliveryLocationId }, me);
      expect(res.errors?.deliveryLocationId?.[0]).toBe('Choose a delivery location from the list');
    }
    const tooBig = await a.fails(
      400,
      'add-to-cart',
      { productId: fx.product.id, deliveryLocationId: 2 ** 31 },
      me,
    );
    expect(tooBig.errors?.deliveryLocationId).toBeDefined();
  });

  it('is a 400 for a cake option that cannot be made, with the reason', async () => {
    const low = await a.fails(400, 'add-to-cart', { productId: fx.cake.id, pound: 0.5 }, me);
    expect(low.errors?.pound?.[0]).toBe('Choose between 1 and 10 pounds, in half pounds');
    const odd = await a.fails(400, 'add-to-cart', { productId: fx.cake.id, pound: 1.3 }, me);
    expect(odd.errors?.pound).toBeDefined();
    const egg = await a.fails(400, 'add-to-cart', { productId: fx.cake.id, eggless: true }, me);
    expect(egg.message).toBe('Chocolate Truffle Cake cannot be made eggless');
    const flavour = await a.fails(400, 'add-to-cart', { productId: fx.cake.id, flavorId: 999_999 }, me);
    expect(flavour.errors?.flavorId).toBeDefined();
    const tier = await a.fails(400, 'add-to-cart', { productId: fx.cake.id, tier: 7 }, me);
    expect(tier.errors?.tier).toBeDefined();
    expect((await a.getCart(me)).cartItems).toEqual([]);
  });

  it('is a 400 for an automobile: they are booked, not bought', async () => {
    const car = await createProduct(t.db, {
      type: 'automobile',
      storeId: fx.store.id,
      pricePaisa: 250_000_000,
    });
    const res = await a.fails(400, 'add-to-cart', { productId: car.id }, me);
    expect(res.message).toBe('Automobiles are booked, not bought online');
  });

  it('is a 409 for a product off sale or a closed shop', async () => {
    const hidden = await createProduct(t.db, { storeId: fx.store.id, isActive: false });
    expect((await a.fails(409, 'add-to-cart', { productId: hidden.id }, me)).message).toBe(
      'This product is not available right now',
    );
    const closed = await createStore(t.db, { isActive: false });
    const p = await createProduct(t.db, { storeId: closed.id });
    expect((await a.fails(409, 'add-to-cart', { productId: p.id }, me)).message).toBe(
      'This shop is not taking orders at the moment',
    );
  });

  it('is a 409 when the stock does not cover the line, counting what is in the cart', async () => {
    const soldOut = await createProduct(t.db, { storeId: fx.store.id, stock: 0 });
    expect((await a.fails(409, 'add-to-cart', { productId: soldOut.id }, me)).message).toBe(
      'This product is sold out',
    );
    const few = await createProduct(t.db, { storeId: fx.store.id, stock: 2 });
    expect((await a.fails(409, 'add-to-cart', { productId: few.id, quantity: 3 }, me)).message).toBe(
      'Only 2 left',
    );
    expect((await add({ productId: few.id, quantity: 2 })).statusCode).toBe(200);
    await a.fails(409, 'add-to-cart', { productId: few.id }, me);
    const line = lineOf(await a.getCart(me), few.id);
    expect(line.quantity).toBe(2);
    const upd = await a.fails(409, 'update-cart-item', { cartItemId: line.cartItemId, quantity: 3 }, me);
    expect(upd.errors?.quantity?.[0]).toBe('Only 2 left');
  });

  it('is a 400, never a 500, for text the database cannot store', async () => {
    const res = await add({ productId: 'cake\u0000', message: 'hi' });
    expect(res.statusCode).toBe(400);
    const msg = await add({ productId: fx.cake.id, message: 'Happy\u0000' });
    expect(msg.statusCode).toBe(400);
  });
});
