import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine } from '../../db/factories/index.ts';
import { flashSalePurchases, flashSales, orderItems } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { raceAt } from '../../test/race.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { hoursFrom, runningCampaign } from './test-kit.ts';

// A flash sale prices the cart while it runs, its stock lasts and the customer is within their
// limit; the order takes from its stock in the same transaction, so parallel checkouts never sell
// more than it has; once it ends the cart is back at the usual price.

const cartOf = async (s: Shopper) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/V2/cart', headers: s.headers });
  return res.json().data.cartItems as {
    sellingPrice: number;
    originalPrice: number | null;
    deal: { kind: string } | null;
  }[];
};

async function flashSetup(o: { stock: number; limit: number }) {
  const now = clock.now();
  const shop = await checkoutFixture(t.db);
  const { id, call } = await runningCampaign(t, now);
  const res = await call('POST', `campaigns/${id}/flash-sales`, {
    productId: shop.product.id,
    price: 90_000,
    startsAt: hoursFrom(now, -1),
    endsAt: hoursFrom(now, 2),
    stock: o.stock,
    perCustomerLimit: o.limit,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { shop, saleId: res.json().data.campaign.flashSales[0].id as number, now };
}

describe('flash sales', () => {
  it('the cart and the order charge the flash price, and the sale counts what it sold', async () => {
    const { shop, saleId } = await flashSetup({ stock: 5, limit: 2 });
    const buyer = await shopper(t.db, shop, { quantity: 2 });
    expect(await cartOf(buyer)).toMatchObject([
      { sellingPrice: 90_000, originalPrice: 150_000, deal: { kind: 'flash' } },
    ]);
    const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer));
    expect(placed.statusCode, placed.body).toBe(201);
    const [item] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.json().data.orderId));
    expect(item).toMatchObject({ unitPricePaisa: 90_000, totalPaisa: 180_000 });
    const [sale] = await t.db.select().from(flashSales).where(eq(flashSales.id, saleId));
    expect(sale.soldCount).toBe(2);
    // The limit of two is used up: one more is at the usual price.
    await addCartLine(t.db, { userId: buyer.user.id, productId: shop.product.id, quantity: 1 });
    expect(await cartOf(buyer)).toMatchObject([{ sellingPrice: 150_000, deal: null }]);
  });

  it('more than the per-customer limit in one line is at the usual price', async () => {
    const { shop } = await flashSetup({ stock: 10, limit: 2 });
    const buyer = await shopper(t.db, shop, { quantity: 3 });
    expect(await cartOf(buyer)).toMatchObject([{ sellingPrice: 150_000, originalPrice: null }]);
  });

  it('parallel checkouts never sell more than the stock; the rest are told the price is gone', async () => {
    const { shop, saleId } = await flashSetup({ stock: 3, limit: 1 });
    const buyers: Shopper[] = [];
    for (let i = 0; i < 10; i++) buyers.push(await shopper(t.db, shop));
    raceAt(t.database, { racers: 10, before: 'place-order:start', inside: 'place-order:holds' });
    const results = await Promise.all(
      buyers.map((b, i) => placeOrderReq(t, b, orderBody(shop, b, { timeSlotId: shop.slots[i % 4].id }))),
    );
    // Exactly three are sold at the flash price. The others were either priced after the stock
    // had gone (the usual price: PGlite runs one checkout at a time) or found it gone when taking
    // it (PostgreSQL, really in parallel): refused, so nobody pays more than the summary said.
    const flashPriced = [];
    for (const r of results) {
      if (r.statusCode === 409) {
        expect(r.json().message).toMatch(/flash sale of Gift Hamper has just sold out/);
        continue;
      }
      expect(r.statusCode, r.body).toBe(201);
      const [item] = await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, r.json().data.orderId));
      if (item.unitPricePaisa === 90_000) flashPriced.push(item);
      else expect(item.unitPricePaisa).toBe(150_000);
    }
    expect(flashPriced).toHaveLength(3);
    const [sale] = await t.db.select().from(flashSales).where(eq(flashSales.id, saleId));
    expect(sale.soldCount).toBe(3);
    const bought = await t.db
      .select()
      .from(flashSalePurchases)
      .where(eq(flashSalePurchases.flashSaleId, saleId));
    expect(bought).toHaveLength(3);
  });

  it('once the sale ends the cart is back at the usual price', async () => {
    const { shop, now } = await flashSetup({ stock: 5, limit: 2 });
    const buyer = await shopper(t.db, shop);
    expect((await cartOf(buyer))[0].sellingPrice).toBe(90_000);
    freezeClock(new Date(now.getTime() + 3 * 3_600_000));
    expect(await cartOf(buyer)).toMatchObject([{ sellingPrice: 150_000, deal: null }]);
  });
});
