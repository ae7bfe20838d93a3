import { addDays, CART_LINES_MAX, type TCart } from '@upahar/contract';
import { count } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { checkoutFixture } from '../../db/factories/checkout.ts';
import { addCartLine, createGiftOffer, createProduct, createStore } from '../../db/factories/index.ts';
import { campaignOffers, campaigns, cartItems, carts, flashSales } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { cartApi, who } from '../../test/cart-api.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { raceAt } from '../../test/race.ts';

// A visitor's first add of a ready-made product is one statement that reads the product and
// inserts the cart and its line (first-add.ts); every other add locks the cart in one statement
// first. These hold both to what the usual path answers and refuses.

const cartCount = async () => (await t.db.select({ n: count() }).from(carts))[0].n;

/** The parts of a cart that do not depend on how it was read. */
const shown = ({ addedItemId: _a, addedItemIds: _b, notAdded: _c, ...cart }: TCart) => cart;

describe("a visitor's first add", () => {
  it('is one statement, and answers the cart GET cart answers, deals and gifts included', async () => {
    const fx = await checkoutFixture(t.db);
    const now = clock.now();
    const [sale] = await t.db
      .insert(campaigns)
      .values({
        slug: 'festival',
        name: 'Festival Sale',
        startsAt: new Date(now.getTime() - 3_600_000),
        endsAt: new Date(now.getTime() + 86_400_000),
        isPublished: true,
      })
      .returning({ id: campaigns.id });
    // A flash sale at Rs 900 on the Rs 1,500 hamper, two units per customer: three units split.
    await t.db.insert(flashSales).values({
      campaignId: sale.id,
      productId: fx.product.id,
      pricePaisa: 90_000,
      startsAt: new Date(now.getTime() - 3_600_000),
      endsAt: new Date(now.getTime() + 7_200_000),
      stock: 5,
      perCustomerLimit: 2,
    });
    // And 10% off the rest of the category.
    const diya = await createProduct(t.db, {
      storeId: fx.store.id,
      categoryId: fx.category.id,
      pricePaisa: 20_000,
    });
    await t.db
      .insert(campaignOffers)
      .values({ campaignId: sale.id, target: 'category', categoryId: fx.category.id, percentOff: 10 });
    await createGiftOffer(t.db, { productId: fx.cake.id, minSubtotalPaisa: 200_000 });
    await createGiftOffer(t.db, { productId: fx.cake.id, minSubtotalPaisa: 500_000, title: 'Cake' });
    const a = cartApi(t);
    const { result: added, queries } = await countQueries(t.database, () =>
      a.add({ productId: fx.product.id, quantity: 3, quickCheckout: true }),
    );
    expect(queries).toBe(1);
    expect(added.cartItems).toMatchObject([
      {
        productId: fx.product.id,
        quantity: 3,
        sellingPrice: 90_000,
        total: 315_000,
        deal: { kind: 'flash' },
      },
    ]);
    // The third unit is at the offer's price, Rs 1,350.
    expect(added.cartItems[0].split).toMatchObject({ flashQuantity: 2, restQuantity: 1, restPrice: 135_000 });
    expect(added.gifts.map((g) => [g.unlocked, g.missing])).toEqual([
      [true, 0],
      [false, 185_000],
    ]);
    expect(added.addedItemIds).toEqual([added.cartItems[0].cartItemId]);
    expect(shown(added)).toEqual(shown(await a.getCart(who({ token: added.cartId }))));
    const offered = await a.add({ productId: diya.id });
    expect(offered.cartItems).toMatchObject([
      { sellingPrice: 18_000, originalPrice: 20_000, deal: { kind: 'offer', percentOff: 10 } },
    ]);
    expect(shown(offered)).toEqual(shown(await a.getCart(who({ token: offered.cartId }))));
  });

  it('by slug and with a delivery date is one statement too', async () => {
    const { today } = freezeKathmandu(10);
    const fx = await checkoutFixture(t.db);
    const product = await createProduct(t.db, { storeId: fx.store.id, slug: 'brass-diya-set', stock: 3 });
    const a = cartApi(t);
    const body = { productId: 'brass-diya-set', quantity: 3, deliveryDate: addDays(today, 2) };
    const { result, queries } = await countQueries(t.database, () => a.add(body));
    expect(queries).toBe(1);
    expect(result.cartItems).toMatchObject([{ productId: product.id, quantity: 3, problem: null }]);
    expect(shown(result)).toEqual(shown(await a.getCart(who({ token: result.cartId }))));
  });

  it('leaves no cart when it is refused, whatever refuses it', async () => {
    const { today } = freezeKathmandu(10);
    const fx = await checkoutFixture(t.db);
    const a = cartApi(t);
    const hidden = await createProduct(t.db, { storeId: fx.store.id, isActive: false });
    const closed = await createProduct(t.db, { storeId: (await createStore(t.db, { isActive: false })).id });
    const few = await createProduct(t.db, { storeId: fx.store.id, stock: 2 });
    const car = await createProduct(t.db, {
      type: 'automobile',
      storeId: fx.store.id,
      pricePaisa: 9_000_000,
    });
    const refused: [number, Record<string, unknown>][] = [
      [404, { productId: '00000000-0000-4000-8000-000000000000' }],
      [404, { productId: 'no-such-thing' }],
      [409, { productId: hidden.id }],
      [409, { productId: closed.id }],
      [409, { productId: few.id, quantity: 3 }],
      [400, { productId: car.id }],
      // Checked on the product read, after the statement added the line: the cart goes again.
      [400, { productId: fx.product.id, deliveryDate: addDays(today, -1) }],
      [400, { productId: fx.product.id, deliveryDate: addDays(today, 400) }],
      [400, { productId: fx.cake.id, pound: 0.5 }],
    ];
    for (const [status, body] of refused) await a.fails(status, 'add-to-cart', { source: 'web', ...body });
    expect(await cartCount()).toBe(0);
  });

  it('of a cake still goes through the cake checks and is priced as a signed-in add', async () => {
    const fx = await checkoutFixture(t.db);
    const a = cartApi(t);
    const egg = await a.fails(400, 'add-to-cart', { productId: fx.cake.id, eggless: true });
    expect(egg.message).toBe('Chocolate Truffle Cake cannot be made eggless');
    expect(await cartCount()).toBe(0);
    const body = { productId: fx.cake.id, pound: 2, message: 'Happy birthday' };
    const visitor = await a.add(body);
    const signedIn = await a.add(body, (await quickUser(t.db)).headers);
    expect(visitor.cartItems[0]).toMatchObject({
      sellingPrice: signedIn.cartItems[0].sellingPrice,
      optionsLabel: signedIn.cartItems[0].optionsLabel,
      productDetails: { pound: 2, message: 'Happy birthday' },
    });
  });
});

describe('an add to a cart that exists', () => {
  it('waits for a concurrent add to the same cart, so the cart never passes its number of lines', async () => {
    const fx = await checkoutFixture(t.db);
    const user = await quickUser(t.db);
    const { cartId } = await addCartLine(t.db, { userId: user.user.id, productId: fx.product.id });
    const fill = Array.from({ length: CART_LINES_MAX - 2 }, (_, i) => ({
      cartId,
      productId: fx.cake.id,
      quantity: 1,
      optionsKey: `filler-${i}`,
    }));
    await t.db.insert(cartItems).values(fill);
    const one = await createProduct(t.db, { storeId: fx.store.id });
    const two = await createProduct(t.db, { storeId: fx.store.id });
    raceAt(t.database, { racers: 2, before: 'add-to-cart:start', inside: 'add-to-cart:lock' });
    const a = cartApi(t);
    const adds = await Promise.all(
      [one, two].map((p) => a.post('add-to-cart', { source: 'web', productId: p.id }, user.headers)),
    );
    expect(adds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await a.getCart(user.headers)).cartItems).toHaveLength(CART_LINES_MAX);
  });

  it("locks a visitor's cart by its token and adds up the same line", async () => {
    const fx = await checkoutFixture(t.db);
    const a = cartApi(t);
    const first = await a.add({ productId: fx.product.id });
    const token = first.cartId;
    const { result: second, queries } = await countQueries(t.database, () =>
      a.add({ productId: fx.product.id, quantity: 2 }, who({ token })),
    );
    expect(second).toMatchObject({ cartId: token, count: 3 });
    // The product; the cart locked, the line; the lines, their deals, the gifts (and on
    // PostgreSQL the transaction's begin and commit, which PGlite does not count).
    expect(queries).toBe(t.database.kind === 'postgres' ? 8 : 6);
    expect(await cartCount()).toBe(1);
  });
});
