import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, checkoutFixture } from '../../db/factories/checkout.ts';
import { addCartLine, createCakeOptions, createGiftOffer, createProduct } from '../../db/factories/index.ts';
import { cartApi, lineOf } from '../../test/cart-api.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

let a: ReturnType<typeof cartApi>;
let fx: CheckoutFixture;
beforeEach(async () => {
  a = cartApi(t);
  fx = await checkoutFixture(t.db);
});

describe('GET /cart', () => {
  it('is an empty cart for a visitor without one, never cached by a shared cache', async () => {
    const res = await a.get('cart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/x-cart-token/);
    const cart = await a.getCart();
    expect(cart).toMatchObject({ cartId: null, guest: true, cartItems: [], subtotal: 0, count: 0 });
    expect(cart.gifts).toEqual([]);
  });

  it("is the user's own cart, with their lines only", async () => {
    const me = await quickUser(t.db);
    const other = await quickUser(t.db);
    expect(await a.getCart(me.headers)).toMatchObject({ cartId: null, guest: false, cartItems: [] });
    const { cartId } = await addCartLine(t.db, { userId: me.user.id, productId: fx.product.id, quantity: 2 });
    await addCartLine(t.db, { userId: other.user.id, productId: fx.cake.id });
    const cart = await a.getCart(me.headers);
    expect(cart.cartId).toBe(cartId);
    expect(cart.cartItems.map((l) => l.productId)).toEqual([fx.product.id]);
    expect(cart).toMatchObject({ subtotal: 300_000, count: 2 });
  });

  it('answers in the same few SQL queries for 2 lines and for 8 (no N+1)', async () => {
    const small = await quickUser(t.db);
    const big = await quickUser(t.db);
    await addCartLine(t.db, { userId: small.user.id, productId: fx.cake.id });
    await addCartLine(t.db, { userId: small.user.id, productId: fx.product.id });
    await addCartLine(t.db, { userId: big.user.id, productId: fx.cake.id });
    await addCartLine(t.db, { userId: big.user.id, productId: fx.cake.id, options: { pound: 3 } });
    for (let i = 0; i < 6; i++) {
      const p = await createProduct(t.db, { storeId: fx.store.id, categoryId: fx.category.id });
      await addCartLine(t.db, { userId: big.user.id, productId: p.id });
    }
    const two = await countQueries(t.database, () => a.getCart(small.headers));
    const eight = await countQueries(t.database, () => a.getCart(big.headers));
    expect(two.result.cartItems).toHaveLength(2);
    expect(eight.result.cartItems).toHaveLength(8);
    expect(eight.queries).toBe(two.queries);
    // session, cart, lines, cake option tables, campaign deals, gifts, unpaid orders.
    expect(eight.queries).toBeLessThanOrEqual(7);
  });
});

describe('POST /add-to-cart', () => {
  it('prices a configured cake on the server from every option of the add request', async () => {
    const o = await createCakeOptions(t.db);
    const cake = await createProduct(t.db, {
      type: 'cake',
      storeId: fx.store.id,
      categoryId: fx.cakeCategory.id,
      pricePaisa: 120_000,
      pricePerPoundPaisa: 100_000,
      minPound: 1,
      maxPound: 10,
      offersEggless: true,
      prepHours: 24,
    });
    const me = await quickUser(t.db);
    const { tomorrow } = freezeKathmandu(10);
    const cart = await a.add(
      {
        productId: cake.id,
        pound: 2,
        tier: 1,
        height: 6,
        flavorId: o.flavours.chocolate.id,
        icingType: o.icing.fondant.slug,
        eggless: true,
        lessCream: true,
        message: 'Happy birthday Aama',
        deliveryLocationId: fx.location.id,
        deliveryDate: tomorrow,
      },
      me.headers,
    );
    // 1 200 at 1 lb + 1 000 for the 2nd pound + chocolate 100/lb × 2 + fondant 400/lb × 2
    // + 2 inches over the 4-inch base at 150 = 3 500 rupees; eggless adds 10 %: 3 850.
    const line = lineOf(cart, cake.id);
    expect(line.sellingPrice).toBe(385_000);
    expect(line).toMatchObject({
      quantity: 1,
      total: 385_000,
      type: 'cake',
      deliveryLocationId: fx.location.id,
      deliveryDate: tomorrow,
      problem: null,
    });
    expect(line.productDetails).toMatchObject({
      pound: 2,
      tier: 1,
      height: 6,
      flavorId: o.flavours.chocolate.id,
      icingType: o.icing.fondant.slug,
      eggless: true,
      lessCream: true,
      message: 'Happy birthday Aama',
      prepHours: 24,
      storeName: 'Lazimpat Bakers',
    });
    expect(line.optionsLabel).toMatch(/^2 lb/);
    expect(line.optionsLabel).toMatch(/Eggless/);
    expect(cart).toMatchObject({ subtotal: 385_000, count: 1, guest: false, addedItemId: null });
  });

  it('adds a plain product at its selling price, cake fields ignored', async () => {
    const me = await quickUser(t.db);
    const sale = await createProduct(t.db, {
      storeId: fx.store.id,
      pricePaisa: 150_000,
      salePricePaisa: 99_900,
    });
    const cart = await a.add({ productId: sale.slug, quantity: 3, pound: 4, tier: 2 }, me.headers);
    const line = lineOf(cart, sale.id);
    expect(line).toMatchObject({ quantity: 3, sellingPrice: 99_900, total: 299_700, optionsLabel: '' });
    expect(line.productDetails).toMatchObject({ pound: null, tier: null, eggless: false });
  });

  it('adds the same configuration up to one line, and a different one to another', async () => {
    const me = await quickUser(t.db);
    await a.add({ productId: fx.cake.id, pound: 1 }, me.headers);
    // Pound left to its default (the cake's minimum, 1) is the same configuration.
    await a.add({ productId: fx.cake.id, quantity: 2 }, me.headers);
    let cart = await a.add({ productId: fx.product.id }, me.headers);
    cart = await a.add({ productId: fx.product.id, quantity: 4 }, me.headers);
    expect(cart.cartItems).toHaveLength(2);
    expect(lineOf(cart, fx.cake.id).quantity).toBe(3);
    expect(lineOf(cart, fx.product.id).quantity).toBe(5);
    cart = await a.add({ productId: fx.cake.id, pound: 2 }, me.headers);
    expect(cart.cartItems.filter((l) => l.productId === fx.cake.id).map((l) => l.quantity)).toEqual([3, 1]);
    expect(cart.count).toBe(9);
  });

  it('answers the added line for a quick checkout ("Buy now")', async () => {
    const me = await quickUser(t.db);
    const plain = await a.add({ productId: fx.cake.id }, me.headers);
    expect(plain.addedItemId).toBeNull();
    const quick = await a.add({ productId: fx.product.id, quickCheckout: true }, me.headers);
    expect(quick.addedItemId).toBe(lineOf(quick, fx.product.id).cartItemId);
    // The flag also arrives as "1" from forms.
    const again = await a.add({ productId: fx.product.id, quickCheckout: '1' }, me.headers);
    expect(again.addedItemId).toBe(quick.addedItemId);
  });
});

describe('changing lines', () => {
  it('update-cart-item sets the quantity and answers the repriced cart', async () => {
    const me = await quickUser(t.db);
    const { cartItemId } = await addCartLine(t.db, { userId: me.user.id, productId: fx.product.id });
    const cart = await a.cartPost('update-cart-item', { cartItemId, quantity: 4 }, me.headers);
    expect(lineOf(cart, fx.product.id)).toMatchObject({ quantity: 4, total: 600_000 });
    expect(cart.count).toBe(4);
    const down = await a.cartPost('update-cart-item', { cartItemId, quantity: 1 }, me.headers);
    expect(down.subtotal).toBe(150_000);
  });

  it('remove-from-cart {cartItemId} answers the refreshed cart', async () => {
    const me = await quickUser(t.db);
    const cake = await addCartLine(t.db, { userId: me.user.id, productId: fx.cake.id });
    await addCartLine(t.db, { userId: me.user.id, productId: fx.product.id });
    const res = await a.post('remove-from-cart', { cartItemId: cake.cartItemId }, me.headers);
    expect(res.json().message).toBe('Removed from your cart');
    const cart = await a.getCart(me.headers);
    expect(cart.cartItems.map((l) => l.productId)).toEqual([fx.product.id]);
    expect(res.json().data.cartItems).toEqual(cart.cartItems);
    // Removing it again: it is gone.
    await a.fails(404, 'remove-from-cart', { cartItemId: cake.cartItemId }, me.headers);
  });

  it('cart-note keeps the note, trimmed, and refuses a long one', async () => {
    const me = await quickUser(t.db);
    const cart = await a.cartPost('cart-note', { note: '  Please ring twice  ' }, me.headers);
    expect(cart.note).toBe('Please ring twice');
    expect((await a.getCart(me.headers)).note).toBe('Please ring twice');
    const bad = await a.fails(400, 'cart-note', { note: 'x'.repeat(501) }, me.headers);
    expect(bad.errors?.note?.[0]).toMatch(/under 500 characters/);
  });
});

describe('gifts', () => {
  it('unlocks gifts by subtotal and says how much is missing for the others', async () => {
    const me = await quickUser(t.db);
    const small = await createProduct(t.db, { name: 'Rose', storeId: fx.store.id, pricePaisa: 5_000 });
    const big = await createProduct(t.db, { name: 'Teddy', storeId: fx.store.id, pricePaisa: 50_000 });
    await createGiftOffer(t.db, { productId: small.id, minSubtotalPaisa: 200_000 });
    await createGiftOffer(t.db, { productId: big.id, minSubtotalPaisa: 500_000, title: 'A free teddy' });
    await createGiftOffer(t.db, { productId: big.id, minSubtotalPaisa: 1, isActive: false });
    const cart = await a.add({ productId: fx.product.id, quantity: 2 }, me.headers);
    expect(cart.subtotal).toBe(300_000);
    expect(cart.gifts.map((g) => [g.title, g.unlocked, g.missing])).toEqual([
      ['Free Rose', true, 0],
      ['A free teddy', false, 200_000],
    ]);
    const more = await a.add({ productId: fx.product.id, quantity: 2 }, me.headers);
    expect(more.gifts.every((g) => g.unlocked)).toBe(true);
  });
});
