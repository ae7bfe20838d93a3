import { ZHomePageResponse, ZListingResponse, ZSearchResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { products } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { checkoutFixture } from '../../test/shop.ts';
import { hoursFrom, runningCampaign } from './test-kit.ts';

// Product cards everywhere show what the product costs at that moment: the campaign price with
// the usual one struck while a campaign runs, the usual price before and after it, with no job.

const { get } = api(t);
const hamperIn = (cards: { name: string; price: number; originalPrice: number | null }[]) =>
  cards.find((c) => c.name === 'Gift Hamper');

describe('prices on product cards', () => {
  it('follow a campaign while it runs, in listings, search and the quick view', async () => {
    const now = freezeClock(clock.now());
    const shop = await checkoutFixture(t.db);
    const listing = async () =>
      hamperIn(ZListingResponse.parse((await get(`category/${shop.category.slug}`)).json()).data.products);
    expect(await listing()).toMatchObject({ price: 150_000, originalPrice: null });

    const { id, call } = await runningCampaign(t, now, { endsAt: hoursFrom(now, 2) });
    const offer = await call('POST', `campaigns/${id}/offers`, {
      target: 'category',
      targetId: String(shop.category.id),
      percentOff: 20,
    });
    expect(offer.statusCode).toBe(200);
    // Published in this process: the very next list knows, without waiting for the minute.
    expect(await listing()).toMatchObject({ price: 120_000, originalPrice: 150_000 });
    const found = ZSearchResponse.parse((await get('search?query=hamper')).json()).data.products;
    expect(hamperIn(found)).toMatchObject({ price: 120_000, originalPrice: 150_000 });
    const quick = (await get(`product/quick-info/${shop.product.id}`)).json().data;
    expect(quick).toMatchObject({ price: 120_000, originalPrice: 150_000 });
    const compared = (await get(`products/multiple?ids=${shop.product.id}`)).json().data;
    expect(compared.products[0]).toMatchObject({ price: 120_000, originalPrice: 150_000 });

    // Once it has ended the usual price is back, and nothing but the page is read.
    freezeClock(new Date(now.getTime() + 3 * 3_600_000));
    const after = await countQueries(t.database, listing);
    expect(after.result).toMatchObject({ price: 150_000, originalPrice: null });
    expect(after.queries).toBe(1);
  });

  it('price the home shelves as they are asked for, though the page is kept a minute', async () => {
    const now = freezeClock(clock.now());
    const shop = await checkoutFixture(t.db);
    // Well rated, so the hamper is on the home page's recommended shelf.
    await t.db
      .update(products)
      .set({ ratingAvg: 4.8, ratingCount: 12 })
      .where(eq(products.id, shop.product.id));
    const home = async () => ZHomePageResponse.parse((await get('home-page')).json()).data;
    const before = await home();
    const shelves = () => [...before.offers, ...before.trending, ...before.recommended];
    expect(shelves().some((c) => c.id === shop.product.id)).toBe(true);

    const { id, call } = await runningCampaign(t, now);
    await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      price: 99_000,
    });
    const during = await home();
    const cards = [...during.offers, ...during.trending, ...during.recommended];
    const hampers = cards.filter((c) => c.id === shop.product.id);
    expect(hampers.length).toBeGreaterThan(0);
    for (const card of hampers) expect(card).toMatchObject({ price: 99_000, originalPrice: 150_000 });
  });
});
