import { ZListingResponse, ZSearchResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createBrand, createCategory, createProduct } from '../../db/factories/index.ts';
import { flashSales } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { checkoutFixture } from '../../test/shop.ts';
import { hoursFrom, runningCampaign } from './test-kit.ts';

// While a campaign runs a listing sorts and filters by the price its cards show, so "lowest
// price first" puts a discounted product where its price says. The database works that price
// out for sorting and the pricing code for the card: the cards' order proves the two agree.

const listing = async (slug: string, query = '') =>
  ZListingResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/V2/category/${slug}?${query}` })).json(),
  ).data.products;

const search = async (query: string) =>
  ZSearchResponse.parse((await t.app.inject({ method: 'GET', url: `/api/V2/search?${query}` })).json()).data
    .products;

describe('a listing during a campaign', () => {
  it('sorts and filters by the campaign price, every kind of deal, and by the usual price after', async () => {
    const now = freezeClock(clock.now());
    const shop = await checkoutFixture(t.db);
    const sub = await createCategory(t.db, {
      name: 'Small gifts',
      kind: 'gifts',
      parentId: shop.category.id,
    });
    const brand = await createBrand(t.db);
    const add = (name: string, pricePaisa: number, over: Record<string, unknown> = {}) =>
      createProduct(t.db, {
        name,
        storeId: shop.store.id,
        categoryId: shop.category.id,
        pricePaisa,
        ...over,
      });
    // Usual prices, all above the hamper's 1,500 but the candles.
    await add('Gift Candle Set', 100_000);
    const basket = await add('Flower Basket', 160_000);
    const teddy = await add('Gift Teddy Bear', 170_000, { categoryId: sub.id });
    await add('Photo Mug', 180_000, { brandId: brand.id });
    const frame = await add('Photo Frame', 190_000);
    // NPR 50 lakh: a percent of it in paisa is past what a plain integer holds.
    await add('Gold Hamper', 500_000_000);

    const { id, call } = await runningCampaign(t, now, { endsAt: hoursFrom(now, 2) });
    const offer = (body: Record<string, unknown>) => call('POST', `campaigns/${id}/offers`, body);
    // A campaign price; 10 % off the category (its child too); 50 % off one product; 46 % off a
    // brand; a flash sale.
    expect((await offer({ target: 'product', targetId: shop.product.id, price: 99_000 })).statusCode).toBe(
      200,
    );
    await offer({ target: 'category', targetId: String(shop.category.id), percentOff: 10 });
    await offer({ target: 'brand', targetId: String(brand.id), percentOff: 46 });
    await offer({ target: 'product', targetId: teddy.id, percentOff: 50 });
    const flash = await call('POST', `campaigns/${id}/flash-sales`, {
      productId: basket.id,
      price: 95_000,
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 1),
      stock: 3,
      perCustomerLimit: 1,
    });
    expect(flash.statusCode).toBe(200);

    const cheapest = await listing(shop.category.slug, 'sort=price-asc');
    const prices = cheapest.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.map((c) => [c.name, c.price])).toEqual([
      ['Gift Teddy Bear', 85_000],
      ['Gift Candle Set', 90_000],
      ['Flower Basket', 95_000],
      ['Photo Mug', 97_200],
      ['Gift Hamper', 99_000],
      ['Photo Frame', 171_000],
      ['Gold Hamper', 450_000_000],
    ]);
    const dearest = (await listing(shop.category.slug, 'sort=price-desc')).map((c) => c.price);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    expect(dearest[0]).toBe(450_000_000);

    // The price range reads the campaign price too: the frame at 1,710 is under 1,750 now.
    const under = await listing(shop.category.slug, 'maxPrice=1000');
    expect(under.map((c) => c.name).sort()).toEqual([
      'Flower Basket',
      'Gift Candle Set',
      'Gift Hamper',
      'Gift Teddy Bear',
      'Photo Mug',
    ]);
    expect((await listing(shop.category.slug, 'maxPrice=1750')).map((c) => c.id)).toContain(frame.id);
    expect((await listing(shop.category.slug, 'minPrice=1750')).map((c) => c.id)).not.toContain(frame.id);

    // Search sorts and filters the same way.
    const gifts = (await search('query=gift&sort=price-asc')).map((c) => c.price);
    expect(gifts.slice(0, 2)).toEqual([85_000, 90_000]);
    expect(gifts).toEqual([...gifts].sort((a, b) => a - b));
    const giftsDown = (await search('query=gift&sort=price-desc')).map((c) => c.price);
    expect(giftsDown).toEqual([...giftsDown].sort((a, b) => b - a));
    const cheapGifts = await search('query=gift&maxPrice=900');
    expect(cheapGifts.map((c) => c.name).sort()).toEqual(['Gift Candle Set', 'Gift Teddy Bear']);

    // A flash sale counts only while a unit is left.
    await t.db.update(flashSales).set({ soldCount: 3 }).where(eq(flashSales.productId, basket.id));
    const soldOut = (await listing(shop.category.slug, 'maxPrice=1000')).map((c) => c.name);
    expect(soldOut).not.toContain('Flower Basket');

    // Once the campaign has ended, the usual prices and their order are back.
    freezeClock(new Date(now.getTime() + 3 * 3_600_000));
    const after = await listing(shop.category.slug, 'sort=price-asc');
    expect(after.slice(0, 2).map((c) => [c.name, c.price])).toEqual([
      ['Gift Candle Set', 100_000],
      ['Gift Hamper', 150_000],
    ]);
  });
});
