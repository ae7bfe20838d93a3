import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine } from '../../db/factories/index.ts';
import { flashSales, orderItems } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { flashSetup } from './test-kit.ts';

// A flash sale prices the cart while it runs, its stock lasts and the customer is within their
// limit; the order takes from its stock in the same transaction; once it ends the cart is back at
// the usual price. How it prices more than it allows, and races for its last units:
// flash-limits.test.ts.

const cartOf = async (s: Shopper) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/V2/cart', headers: s.headers });
  return res.json().data.cartItems as {
    sellingPrice: number;
    originalPrice: number | null;
    deal: { kind: string } | null;
  }[];
};

describe('flash sales', () => {
  it('the cart and the order charge the flash price, and the sale counts what it sold', async () => {
    const { shop, saleId } = await flashSetup(t, { stock: 5, limit: 2 });
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
    // The fixture's campaign is the shop's: it pays the store what the sale took off.
    expect(item).toMatchObject({ unitPricePaisa: 90_000, totalPaisa: 180_000, shopFundedPaisa: 120_000 });
    const [sale] = await t.db.select().from(flashSales).where(eq(flashSales.id, saleId));
    expect(sale.soldCount).toBe(2);
    // The limit of two is used up: one more is at the usual price.
    await addCartLine(t.db, { userId: buyer.user.id, productId: shop.product.id, quantity: 1 });
    expect(await cartOf(buyer)).toMatchObject([{ sellingPrice: 150_000, deal: null }]);
  });

  it('once the sale ends the cart is back at the usual price', async () => {
    const { shop, now } = await flashSetup(t, { stock: 5, limit: 2 });
    const buyer = await shopper(t.db, shop);
    expect((await cartOf(buyer))[0].sellingPrice).toBe(90_000);
    freezeClock(new Date(now.getTime() + 3 * 3_600_000));
    expect(await cartOf(buyer)).toMatchObject([{ sellingPrice: 150_000, deal: null }]);
  });
});
