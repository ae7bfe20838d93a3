import { EXPECTED_TOTAL_MISSING, ZCartResponse, ZOrderDetailResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine } from '../../db/factories/index.ts';
import { flashSalePurchases, flashSales, orderItems, outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { meetAt } from '../../test/race.ts';
import { orderBody, placeOrderReq, type Shopper, shopper, shownTotal } from '../../test/shop.ts';
import { flashSetup } from './test-kit.ts';

// A flash sale sells at its price only as many units as its stock and the customer's limit allow;
// the other units of the line cost their usual price, and the line says so. The order charges
// the same and takes only the flash units from the sale. However many race for the last units,
// nobody is charged the usual price without having been shown it.

const cartOf = async (s: Shopper) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/V2/cart', headers: s.headers });
  return ZCartResponse.parse(res.json()).data;
};

const soldOf = async (saleId: number) =>
  (await t.db.select().from(flashSales).where(eq(flashSales.id, saleId)))[0].soldCount;

const LILIES = { name: 'Pink Lilies and Roses', pricePaisa: 320_000 };

describe('flash sale limits', () => {
  it('over the per-customer limit, the allowed units are at the flash price and the rest at the usual one', async () => {
    const { shop, product, saleId } = await flashSetup(t, {
      stock: 25,
      limit: 2,
      price: 199_900,
      product: LILIES,
    });
    const buyer = await shopper(t.db, shop, { productId: product.id, quantity: 3 });
    const expected = 2 * 199_900 + 320_000;

    const cart = await cartOf(buyer);
    expect(cart.cartItems).toMatchObject([
      {
        quantity: 3,
        sellingPrice: 199_900,
        originalPrice: 320_000,
        total: expected,
        deal: { kind: 'flash', perCustomerLimit: 2 },
        split: { flashQuantity: 2, flashPrice: 199_900, restQuantity: 1, restPrice: 320_000 },
      },
    ]);
    expect(cart.subtotal).toBe(expected);

    const body = orderBody(shop, buyer);
    // Rs 100 of delivery to the fixture's location.
    expect(await shownTotal(t, buyer, body)).toBe(expected + 10_000);
    const placed = await placeOrderReq(t, buyer, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.orderId as string;
    expect(placed.json().data.total).toBe(expected + 10_000);

    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({
      quantity: 3,
      unitPricePaisa: 199_900,
      totalPaisa: expected,
      flashQuantity: 2,
      restUnitPricePaisa: 320_000,
      // The shop funds the two flash units; the third is at the usual price.
      shopFundedPaisa: 2 * (320_000 - 199_900),
    });
    // Only the two flash units came out of the sale's stock.
    expect(await soldOf(saleId)).toBe(2);
    const bought = await t.db
      .select()
      .from(flashSalePurchases)
      .where(eq(flashSalePurchases.orderId, orderId));
    expect(bought.map((b) => b.quantity)).toEqual([2]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/V2/order-detail?orderId=${orderId}`,
      headers: buyer.headers,
    });
    const order = ZOrderDetailResponse.parse(detail.json()).data.order;
    expect(order.subtotal).toBe(expected);
    expect(order.items).toMatchObject([
      {
        total: expected,
        split: { flashQuantity: 2, flashPrice: 199_900, restQuantity: 1, restPrice: 320_000 },
      },
    ]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, buyer.user.email));
    const mail = mails.find((m) => m.subject.startsWith('Your Upahar order'));
    expect(mail?.text).toContain(
      '3 × Pink Lilies and Roses: Rs 7,198 (2 at the flash price, 1 at Rs\u00a03,200)',
    );
  });

  it('with fewer left than wanted, the units left are at the flash price and the rest at the usual one', async () => {
    const { shop, saleId } = await flashSetup(t, { stock: 3, limit: 5 });
    await t.db.update(flashSales).set({ soldCount: 2 }).where(eq(flashSales.id, saleId));
    const buyer = await shopper(t.db, shop, { quantity: 3 });
    expect((await cartOf(buyer)).cartItems).toMatchObject([
      { total: 90_000 + 2 * 150_000, split: { flashQuantity: 1, restQuantity: 2, restPrice: 150_000 } },
    ]);
    const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await soldOf(saleId)).toBe(3);
  });

  it('the units past the limit cost what a running offer asks, when the product has one', async () => {
    const { shop, call, campaignId } = await flashSetup(t, { stock: 10, limit: 2 });
    const offer = await call('POST', `campaigns/${campaignId}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      percentOff: 10,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const buyer = await shopper(t.db, shop, { quantity: 3 });
    expect((await cartOf(buyer)).cartItems).toMatchObject([
      {
        total: 2 * 90_000 + 135_000,
        deal: { kind: 'flash' },
        split: { flashQuantity: 2, flashPrice: 90_000, restQuantity: 1, restPrice: 135_000 },
      },
    ]);
  });

  it('two lines of one product share the allowance: the second line gets what the first left', async () => {
    // Two sizes of one cake are two lines of one product.
    const { shop, saleId } = await flashSetup(t, { stock: 10, limit: 3, product: 'cake' });
    const buyer = await shopper(t.db, shop);
    await addCartLine(t.db, { userId: buyer.user.id, productId: shop.cake.id, options: { pound: 1 } });
    await addCartLine(t.db, {
      userId: buyer.user.id,
      productId: shop.cake.id,
      quantity: 3,
      options: { pound: 2 },
    });
    const [small, large] = (await cartOf(buyer)).cartItems.filter((l) => l.productId === shop.cake.id);
    expect(small).toMatchObject({ quantity: 1, deal: { kind: 'flash' }, split: null });
    expect(large.split).toMatchObject({ flashQuantity: 2, restQuantity: 1 });
    expect(large.total).toBe(2 * (large.split?.flashPrice ?? 0) + (large.split?.restPrice ?? 0));
    const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await soldOf(saleId)).toBe(3);
  });

  it('a race for the last units sells them at the flash price and charges nobody the usual price unseen', async () => {
    const { shop, saleId } = await flashSetup(t, { stock: 5, limit: 1 });
    const buyers: Shopper[] = [];
    for (let i = 0; i < 12; i++) buyers.push(await shopper(t.db, shop));
    // Eight were shown the flash price (Rs 900 + Rs 100 of delivery) before any order went in; the
    // other four use a client that does not say what it showed.
    const bodies: Record<string, unknown>[] = [];
    for (const [i, b] of buyers.entries()) {
      const body = orderBody(shop, b, { timeSlotId: shop.slots[i % 4].id });
      bodies.push({ ...body, expectedTotal: i < 8 ? await shownTotal(t, b, body) : undefined });
    }
    expect(new Set(bodies.slice(0, 8).map((b) => b.expectedTotal))).toEqual(new Set([100_000]));
    // The eight start their orders together; on PostgreSQL they really overlap.
    meetAt('place-order:start', 8);
    const results = await Promise.all(buyers.map((b, i) => placeOrderReq(t, b, bodies[i])));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(5);
    for (const r of placed) expect(r.json().data.total).toBe(100_000);
    // The rest are told the new total, and the ones who said none are told to.
    for (const r of results.slice(0, 8).filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe(
        'The total is now Rs 1,600 instead of Rs 1,000: a price or offer changed since the summary was shown. Check the summary and place the order again.',
      );
    }
    for (const r of results.slice(8))
      expect([r.statusCode, r.json().message]).toEqual([400, EXPECTED_TOTAL_MISSING]);
    expect(await soldOf(saleId)).toBe(5);
    const items = await t.db.select().from(orderItems);
    expect(items.map((i) => i.unitPricePaisa)).toEqual([90_000, 90_000, 90_000, 90_000, 90_000]);
  });
});
