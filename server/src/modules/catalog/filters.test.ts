import { addDays, ZCategoryListingResponse, ZErrorResponse, ZListingResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  createCakeFlavour,
  createCakeShape,
  createOccasion,
  createProduct,
} from '../../db/factories/index.ts';
import { productCakeShapes, products } from '../../db/schema/index.ts';
import { freezeKathmandu, TEST_DAY } from '../../test/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { forgetMemo } from './memo.ts';
import { smallShop } from './test-kit.ts';

// The filters each category offers (listingFacets in the contract): a cake's weight, flavour,
// occasion and "can arrive by" date, and how they count and narrow a listing.

type Shop = Awaited<ReturnType<typeof smallShop>>;
let shop: Shop;

beforeEach(async () => {
  shop = await smallShop(t.db);
  const vanilla = await createCakeFlavour(t.db, { slug: 'vanilla', name: 'Vanilla' });
  const anniversary = await createOccasion(t.db, { slug: 'anniversary', name: 'Anniversary' });
  const cake = (slug: string, o: Parameters<typeof createProduct>[1]) =>
    createProduct(t.db, {
      slug,
      name: slug.replace(/-/g, ' '),
      type: 'cake',
      categoryId: shop.cakes.id,
      storeId: shop.store.id,
      pricePaisa: 100_000,
      ...o,
    });
  // Half a pound to one; two days' work; tagged with its flavour's name.
  await cake('mini-cake', {
    minPound: 0.5,
    maxPound: 1,
    flavourId: vanilla.id,
    occasionIds: [anniversary.id],
    prepHours: 40,
    tags: ['vanilla', 'mini'],
    soldCount: 1,
  });
  // Ready-made and sold out: it cannot arrive on any date.
  await cake('sold-out-cake', { minPound: 1, maxPound: 2, isReadyMade: true, stock: 0, isSameDay: true });
});

const { get } = api(t);
const listing = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ZCategoryListingResponse.parse(res.json());
};
const slugs = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ZListingResponse.parse(res.json())
    .data.products.map((p) => p.slug)
    .sort();
};

describe('cake filters', () => {
  it('weight keeps the cakes whose pound range holds it; the facet counts each weight', async () => {
    expect(await slugs('category/cakes?pound=0.5')).toEqual(['mini-cake']);
    expect(await slugs('category/cakes?pound=5')).toEqual([
      'chocolate-cake',
      'grand-wedding-cake',
      'vanilla-cake',
    ]);
    expect(await slugs('category/cakes?pound=2')).toEqual([
      'chocolate-cake',
      'grand-wedding-cake',
      'sold-out-cake',
      'vanilla-cake',
    ]);
    // Two weights: cakes that can be made at either.
    expect(await slugs('category/cakes?pound=0.5,5')).toHaveLength(4);
    const { filterbox } = (await listing('category/cakes')).data;
    expect(filterbox.total).toBe(5);
    expect(filterbox.pound.slice(0, 4)).toEqual([
      { value: '0.5', label: '½ lb', count: 1 },
      { value: '1', label: '1 lb', count: 5 },
      { value: '1.5', label: '1.5 lb', count: 4 },
      { value: '2', label: '2 lb', count: 4 },
    ]);
    expect(filterbox.pound.map((p) => p.value)).not.toContain('6');
  });

  it('shape keeps the cakes whose seller offers it, and counts them per shape', async () => {
    const heart = await createCakeShape(t.db, { slug: 'heart', name: 'Heart', sortOrder: 2 });
    const round = await createCakeShape(t.db, { slug: 'round', name: 'Round', sortOrder: 1 });
    const cake = (slug: string, shapeIds: number[]) =>
      createProduct(t.db, {
        slug,
        name: slug,
        type: 'cake',
        categoryId: shop.cakes.id,
        storeId: shop.store.id,
        pricePaisa: 100_000,
        minPound: 1,
        maxPound: 3,
        shapeIds,
      });
    await cake('heart-only-cake', [heart.id]);
    await cake('round-or-heart-cake', [round.id, heart.id]);
    forgetMemo(t.db);
    expect(await slugs('category/cakes?shape=round')).toEqual(['round-or-heart-cake']);
    expect(await slugs('category/cakes?shape=heart')).toEqual(['heart-only-cake', 'round-or-heart-cake']);
    expect(await slugs('category/cakes?shape=square')).toEqual([]);
    const { filterbox } = (await listing('category/cakes')).data;
    expect(filterbox.shape).toEqual([
      { value: 'heart', label: 'Heart', count: 2 },
      { value: 'round', label: 'Round', count: 1 },
    ]);
    // Flowers have no shape to choose: no facet, and a shape in a shared link changes nothing.
    const flowers = (await listing('category/flowers')).data;
    expect(flowers.filterbox.shape).toEqual([]);
    expect(await slugs('category/flowers?shape=heart')).toEqual(flowers.products.map((p) => p.slug).sort());
  });

  it('flavour and occasion keep their products; tags that repeat them are left out', async () => {
    expect(await slugs('category/cakes?flavour=chocolate')).toEqual(['chocolate-cake']);
    expect(await slugs('category/cakes?flavour=chocolate,vanilla')).toEqual(['chocolate-cake', 'mini-cake']);
    expect(await slugs('category/cakes?occasion=anniversary')).toEqual(['mini-cake']);
    expect(await slugs('category/cakes?occasion=birthday&flavour=vanilla')).toEqual([]);
    expect(await slugs('category/cakes?flavour=nope')).toEqual([]);
    const { filterbox } = (await listing('category/cakes')).data;
    expect(filterbox.flavour).toEqual([
      { value: 'chocolate', label: 'Chocolate', count: 1 },
      { value: 'vanilla', label: 'Vanilla', count: 1 },
    ]);
    expect(filterbox.occasion).toEqual([
      { value: 'anniversary', label: 'Anniversary', count: 1 },
      { value: 'birthday', label: 'Birthday', count: 1 },
    ]);
    expect(filterbox.tags.map((f) => f.value).sort()).toEqual(['mini', 'premium']);
  });

  it('eggless and same-day count their products', async () => {
    const { filterbox } = (await listing('category/cakes')).data;
    expect([filterbox.eggless, filterbox.sameDay]).toEqual([1, 2]);
    expect(await slugs('category/cakes?eggless=1')).toEqual(['vanilla-cake']);
  });

  it('eggless keeps cakes made without eggs by their recipe and those baked so on request', async () => {
    await t.db.update(products).set({ offersEggless: true }).where(eq(products.slug, 'mini-cake'));
    forgetMemo(t.db);
    expect((await listing('category/cakes')).data.filterbox.eggless).toBe(2);
    expect(await slugs('category/cakes?eggless=1')).toEqual(['mini-cake', 'vanilla-cake']);
  });

  it('"can arrive by" keeps what is ready by the cut-off of that date, and counts today and tomorrow', async () => {
    const { today, tomorrow } = freezeKathmandu(10);
    // Today only the same-day cake without preparation; tomorrow every cake in stock that takes
    // under 32 hours; the mini cake's 40 hours need a day more; the sold-out cake never comes.
    expect(await slugs(`category/cakes?arriveBy=${today}`)).toEqual(['chocolate-cake']);
    expect(await slugs(`category/cakes?arriveBy=${tomorrow}`)).toEqual([
      'chocolate-cake',
      'grand-wedding-cake',
      'vanilla-cake',
    ]);
    expect(await slugs(`category/cakes?arriveBy=${addDays(today, 2)}`)).toHaveLength(4);
    expect((await listing('category/cakes')).data.filterbox.arriveBy).toEqual({ today: 1, tomorrow: 3 });
    // After the cut-off nothing arrives today.
    forgetMemo(t.db);
    freezeKathmandu(19);
    expect(await slugs(`category/cakes?arriveBy=${today}`)).toEqual([]);
    expect((await listing('category/cakes')).data.filterbox.arriveBy.today).toBe(0);
  });

  it('answers bad values with a 400 and a message', async () => {
    freezeKathmandu(10);
    for (const [url, message] of [
      ['category/cakes?pound=0.3', 'Choose weights in half pounds'],
      ['category/cakes?pound=abc', 'Choose weights in half pounds'],
      ['category/cakes?pound=1000', 'Choose weights in half pounds'],
      ['category/cakes?arriveBy=2025-02-30', 'Use a date like'],
      ['category/cakes?arriveBy=tomorrow', 'Use a date like'],
      [`category/cakes?arriveBy=${addDays(TEST_DAY, -1)}`, 'Choose today or a later date'],
      [`category/cakes?arriveBy=${addDays(TEST_DAY, 91)}`, 'within the next 90 days'],
      ['category/cakes?flavour=a%00b', 'NUL character'],
      ['category/cakes?occasion=%00', 'NUL character'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(ZErrorResponse.parse(res.json()).message, url).toContain(message);
    }
    // In the shopper's language too.
    const nepali = await t.app.inject({
      method: 'GET',
      url: `/api/V2/category/cakes?arriveBy=${addDays(TEST_DAY, 91)}`,
      headers: { 'accept-language': 'ne' },
    });
    expect(nepali.statusCode).toBe(400);
    expect(nepali.json().errors.arriveBy).toEqual(['अबको ९० दिनभित्रको मिति छान्नुहोस्']);
  });

  it('a cake listing with every filter still runs in two statements (and the campaign times), one when its counts are kept', async () => {
    const { tomorrow } = freezeKathmandu(10);
    const round = await createCakeShape(t.db, { slug: 'round', name: 'Round' });
    const [chocolate] = await t.db.select().from(products).where(eq(products.slug, 'chocolate-cake'));
    await t.db.insert(productCakeShapes).values({ productId: chocolate.id, shapeId: round.id });
    const url = `category/cakes?pound=2&flavour=chocolate&shape=round&occasion=birthday&eggless=0&arriveBy=${tomorrow}`;
    forgetMemo(t.db);
    const cold = await countQueries(t.database, () => get(`${url}&perPage=5`));
    const warm = await countQueries(t.database, () => get(`${url}&perPage=24`));
    expect(cold.result.statusCode).toBe(200);
    expect(ZListingResponse.parse(warm.result.json()).data.products.map((p) => p.slug)).toEqual([
      'chocolate-cake',
    ]);
    // The page with its counts, and when campaigns run (kept a minute).
    expect(cold.queries).toBe(3);
    expect(warm.queries).toBe(1);
  });
});

describe('filters per kind of category', () => {
  it('flowers offer stems and colour, never a weight or a flavour, and ignore cake filters', async () => {
    await createProduct(t.db, {
      slug: 'pink-roses',
      categoryId: shop.flowers.id,
      storeId: shop.other.id,
      colors: ['pink'],
      sizes: ['12 stems'],
    });
    const { filterbox } = (await listing('category/flowers')).data;
    expect(filterbox.color.map((c) => c.value).sort()).toEqual(['pink', 'red']);
    expect(filterbox.size).toEqual([{ value: '12 stems', label: '12 stems', count: 1 }]);
    expect([filterbox.pound, filterbox.flavour]).toEqual([[], []]);
    // A cake filter in a shared link does not empty a flowers page: flowers have no weight.
    expect(await slugs('category/flowers?pound=2&flavour=chocolate')).toEqual(['pink-roses', 'red-roses']);
    expect(await slugs('category/flowers?color=pink')).toEqual(['pink-roses']);
  });

  it('listings that mix kinds offer the delivery filters but no cake weights', async () => {
    const { today } = freezeKathmandu(10);
    const { filterbox } = ZListingResponse.parse((await get('products')).json()).data;
    expect(filterbox.pound).toEqual([]);
    expect(filterbox.arriveBy.today).toBeGreaterThan(0);
    expect(await slugs(`products?arriveBy=${today}&eggless=1`)).toEqual([]);
  });
});

describe('"can arrive by" in SQL', () => {
  it('agrees with the delivery rule in JavaScript at every hour, for every timing and store cut-off', async () => {
    const { createCategory, createStore } = await import('../../db/factories/index.ts');
    const { deliverableOn } = await import('../delivery/index.ts');
    const gifts = await createCategory(t.db, { slug: 'timing', name: 'Timing', kind: 'gifts' });
    const storeOf = new Map<number | null, number>();
    for (const cutoffHour of [null, 11, 15])
      storeOf.set(cutoffHour, (await createStore(t.db, { sameDayCutoffHour: cutoffHour })).id);
    const timings = [0, 3, 8, 20, 30, 50].flatMap((prepHours) =>
      [true, false].flatMap((isSameDay) =>
        [null, 11, 15].map((cutoffHour) => ({
          prepHours,
          isSameDay,
          cutoffHour,
          slug: `t-${prepHours}-${isSameDay}-${cutoffHour}`,
        })),
      ),
    );
    for (const { slug, prepHours, isSameDay, cutoffHour } of timings)
      await createProduct(t.db, {
        slug,
        categoryId: gifts.id,
        prepHours,
        isSameDay,
        storeId: storeOf.get(cutoffHour),
      });
    for (const hour of [6, 12, 17, 19]) {
      const { today, now } = freezeKathmandu(hour);
      for (let d = 0; d < 4; d++) {
        const date = addDays(today, d);
        const expected = timings
          .filter((x) => deliverableOn(now, date, x))
          .map((x) => x.slug)
          .sort();
        expect(await slugs(`category/timing?arriveBy=${date}&perPage=100`), `${hour}h ${date}`).toEqual(
          expected,
        );
      }
    }
  });
});
