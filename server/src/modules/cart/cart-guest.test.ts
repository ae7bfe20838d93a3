import { CART_LINE_QUANTITY_MAX, ZCheckoutSummaryResponse, ZDeliveryChargeResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, checkoutFixture } from '../../db/factories/checkout.ts';
import { addCartLine } from '../../db/factories/index.ts';
import { carts } from '../../db/schema/index.ts';
import { cartApi, lineOf, who } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs, quickUser } from '../../test/login-as.ts';

// Decision 007: a visitor's cart is found by a random token the browser keeps (x-cart-token);
// the first cart call after login carries both tokens and moves the visitor's lines over.

let a: ReturnType<typeof cartApi>;
let fx: CheckoutFixture;
beforeEach(async () => {
  a = cartApi(t);
  fx = await checkoutFixture(t.db);
});

/** A visitor's cart with a cake and two gifts; returns its token. */
async function visitorCart() {
  const first = await a.add({ productId: fx.cake.id, pound: 2 });
  expect(first.guest).toBe(true);
  const token = first.cartId as string;
  expect(token).toMatch(/^[\w-]{40,}$/);
  const second = await a.add({ productId: fx.product.id, quantity: 2 }, who({ token }));
  // The same token names the same cart.
  expect(second.cartId).toBe(token);
  expect(second.count).toBe(3);
  return token;
}

describe("a visitor's cart", () => {
  it('is created by the first add, which answers its token, and found again by it', async () => {
    const token = await visitorCart();
    const cart = await a.getCart(who({ token }));
    expect(cart).toMatchObject({ cartId: token, guest: true, count: 3 });
    // Without the token, or with somebody else's, it is not there: only the hash is stored.
    expect((await a.getCart()).cartItems).toEqual([]);
    expect((await a.getCart(who({ token: `${token}x` }))).cartItems).toEqual([]);
    const [row] = await t.db.select({ hash: carts.guestTokenHash }).from(carts);
    expect(row.hash).not.toBe(token);
  });

  it('gets a fresh cart when the token it sends is unknown', async () => {
    const cart = await a.add({ productId: fx.product.id }, who({ token: 'not-a-token-we-gave' }));
    expect(cart.cartId).not.toBe('not-a-token-we-gave');
    expect((await a.getCart(who({ token: cart.cartId }))).count).toBe(1);
  });

  it('can change lines and the note, and nobody else can', async () => {
    const token = await visitorCart();
    const mine = who({ token });
    const line = lineOf(await a.getCart(mine), fx.product.id);
    const updated = await a.cartPost('update-cart-item', { cartItemId: line.cartItemId, quantity: 5 }, mine);
    expect(lineOf(updated, fx.product.id).quantity).toBe(5);
    expect((await a.cartPost('cart-note', { note: 'Gate code 42' }, mine)).note).toBe('Gate code 42');
    // Another visitor, and a signed-in user, cannot touch it.
    const stranger = await a.add({ productId: fx.product.id });
    const otherVisitor = who({ token: stranger.cartId });
    await a.fails(404, 'remove-from-cart', { cartItemId: line.cartItemId }, otherVisitor);
    await a.fails(404, 'update-cart-item', { cartItemId: line.cartItemId, quantity: 1 }, otherVisitor);
    const user = await quickUser(t.db);
    await a.fails(404, 'remove-from-cart', { cartItemId: line.cartItemId }, user.headers);
    expect(lineOf(await a.getCart(mine), fx.product.id).quantity).toBe(5);
  });

  it('is priced for delivery by its token too', async () => {
    const token = await visitorCart();
    const res = await a.post('delivery-charge', { locationId: fx.location.id }, who({ token }));
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDeliveryChargeResponse.parse(res.json()).data.charge).toBe(10_000);
  });
});

describe('logging in keeps the visitor cart', () => {
  it('merges into an empty user cart on the first cart call with both tokens; nothing lost', async () => {
    const token = await visitorCart();
    await a.cartPost('cart-note', { note: 'Leave it with the guard' }, who({ token }));
    const before = await a.getCart(who({ token }));
    const { headers } = await loginAs(t.app, t.db);
    const cart = await a.getCart(who({ headers, token }));
    expect(cart.guest).toBe(false);
    expect(cart.cartId).not.toBe(token);
    expect(cart.note).toBe('Leave it with the guard');
    const shape = (c: typeof cart) =>
      c.cartItems.map((l) => [l.productId, l.quantity, l.sellingPrice, l.optionsLabel]).sort();
    expect(shape(cart)).toEqual(shape(before));
    // The visitor's cart is gone; later calls with the stale token change nothing.
    expect((await a.getCart(who({ token }))).cartItems).toEqual([]);
    expect(shape(await a.getCart(who({ headers, token })))).toEqual(shape(before));
    expect(await t.db.select().from(carts).where(eq(carts.guestTokenHash, token))).toEqual([]);
  });

  it('adds identical lines up (capped at the maximum) and keeps the user note and other lines', async () => {
    const me = await quickUser(t.db);
    await addCartLine(t.db, { userId: me.user.id, productId: fx.product.id, quantity: 19 });
    await addCartLine(t.db, { userId: me.user.id, productId: fx.cake.id, options: { pound: 5 } });
    await a.cartPost('cart-note', { note: 'Mine' }, me.headers);
    const token = await visitorCart();
    // The first call after login may be a write: the add lands in the merged cart.
    const cart = await a.add({ productId: fx.cake.id, pound: 2 }, who({ headers: me.headers, token }));
    expect(cart.note).toBe('Mine');
    expect(lineOf(cart, fx.product.id).quantity).toBe(CART_LINE_QUANTITY_MAX);
    const cakes = cart.cartItems.filter((l) => l.productId === fx.cake.id);
    expect(cakes.map((l) => [l.productDetails.pound, l.quantity]).sort()).toEqual([
      [2, 2],
      [5, 1],
    ]);
  });

  it('lets a page still showing the visitor cart change its lines after login', async () => {
    const token = await visitorCart();
    const shown = await a.getCart(who({ token }));
    const cake = lineOf(shown, fx.cake.id);
    const gift = lineOf(shown, fx.product.id);
    const me = await quickUser(t.db);
    // The first call after login is a remove of a line the visitor's cart showed.
    const both = who({ headers: me.headers, token });
    const after = await a.cartPost('remove-from-cart', { cartItemId: cake.cartItemId }, both);
    expect(after.cartItems.map((l) => l.cartItemId)).toEqual([gift.cartItemId]);
    const updated = await a.cartPost(
      'update-cart-item',
      { cartItemId: gift.cartItemId, quantity: 7 },
      me.headers,
    );
    expect(lineOf(updated, fx.product.id).quantity).toBe(7);
  });

  it('merges once when two first calls race with the same token', async () => {
    const token = await visitorCart();
    const me = await quickUser(t.db);
    const both = who({ headers: me.headers, token });
    const [x, y] = await Promise.all([a.getCart(both), a.getCart(both)]);
    expect([x.count, y.count]).toContain(3);
    expect((await a.getCart(me.headers)).count).toBe(3);
  });
});

describe('the first calls after login, in any order (the browser sends them together)', () => {
  it('delivery-charge and checkout-summary answer about the merged cart even before GET cart', async () => {
    const token = await visitorCart();
    const visitor = await a.getCart(who({ token }));
    const { headers } = await loginAs(t.app, t.db);
    const both = who({ headers, token });
    const [charge, summary] = await Promise.all([
      a.post('delivery-charge', { locationId: fx.location.id, cartItems: [] }, both),
      a.post('checkout-summary', { cartItems: [] }, both),
    ]);
    expect(charge.statusCode, charge.body).toBe(200);
    expect(ZDeliveryChargeResponse.parse(charge.json()).data.charge).toBe(10_000);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(ZCheckoutSummaryResponse.parse(summary.json()).data.subtotal).toBe(visitor.subtotal);
    // The lines kept their ids, so a page still showing the visitor's cart names them rightly.
    const ids = visitor.cartItems.map((l) => l.cartItemId).sort();
    expect((await a.getCart(headers)).cartItems.map((l) => l.cartItemId).sort()).toEqual(ids);
  });
});
