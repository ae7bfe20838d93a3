import {
  addDays,
  ZErrorResponse,
  ZFindCakesOptionsResponse,
  ZFindCakesResponse,
  ZProductPriceResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import {
  createCakeOptions,
  createDeliveryLocation,
  createOccasion,
  createProduct,
  createStore,
} from '../../db/factories/index.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { findCakes } from './finder.ts';

const { get } = api(t);
const find = async (query: string) => {
  const res = await get(`find-cakes?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZFindCakesResponse.parse(res.json());
};
const names = (b: { data: { products: { name: string }[] } }) => b.data.products.map((p) => p.name).sort();

/** A Lazimpat bakery and a Bhaktapur one; Thamel is near both, Thankot near the first only. */
async function shop() {
  const opts = await createCakeOptions(t.db);
  const birthday = await createOccasion(t.db, { slug: 'birthday', name: 'Birthday' });
  const wedding = await createOccasion(t.db, { slug: 'wedding', name: 'Wedding' });
  const lazimpat = await createStore(t.db, { name: 'Lazimpat Bakers', lat: 27.7218, lng: 85.3207 });
  const bhaktapur = await createStore(t.db, {
    name: 'Newa Bakery',
    district: 'Bhaktapur',
    lat: 27.6714,
    lng: 85.4293,
  });
  const thamel = await createDeliveryLocation(t.db, { name: 'Thamel', lat: 27.7154, lng: 85.3123 });
  const thankot = await createDeliveryLocation(t.db, { name: 'Thankot', lat: 27.688, lng: 85.203 });
  const cake = (over: Parameters<typeof createProduct>[1]) =>
    createProduct(t.db, { type: 'cake', minPound: 1, maxPound: 10, prepHours: 4, isSameDay: true, ...over });
  const choc = await cake({
    name: 'Chocolate Birthday Cake',
    storeId: lazimpat.id,
    flavourId: opts.flavours.chocolate.id,
    pricePaisa: 150_000,
    pricePerPoundPaisa: 140_000,
    occasionIds: [birthday.id],
    soldCount: 10,
  });
  const eggless = await cake({
    name: 'Vanilla Cake',
    storeId: bhaktapur.id,
    flavourId: opts.flavours.vanilla.id,
    pricePaisa: 120_000,
    salePricePaisa: 110_000,
    pricePerPoundPaisa: 120_000,
    offersEggless: true,
    occasionIds: [birthday.id],
    soldCount: 5,
  });
  const tiered = await cake({
    name: 'Two-Tier Wedding Cake',
    storeId: lazimpat.id,
    flavourId: opts.flavours.vanilla.id,
    minPound: 4,
    maxPound: 15,
    pricePaisa: 880_000,
    pricePerPoundPaisa: 220_000,
    prepHours: 36,
    isSameDay: false,
    occasionIds: [wedding.id],
  });
  await createProduct(t.db, { name: 'Roses', occasionIds: [birthday.id] });
  return { opts, birthday, thamel, thankot, choc, eggless, tiered };
}

describe('GET /api/V2/find-cakes', () => {
  it('lists cakes for an occasion and flavour, priced at the chosen pound', async () => {
    const s = await shop();
    const body = await find(`occasion=birthday&flavour=${s.opts.flavours.chocolate.slug}&pound=2`);
    expect(body.data.title).toBe('Cakes for Birthday');
    expect(names(body)).toEqual(['Chocolate Birthday Cake']);
    expect(body.data.products[0]).toMatchObject({ price: 290_000, minPound: 2 });
    expect(body.meta?.pagination.total).toBe(1);
    expect(names(await find('occasion=birthday'))).toEqual(['Chocolate Birthday Cake', 'Vanilla Cake']);
  });

  it('prices exactly like product-price, eggless and sale included', async () => {
    const s = await shop();
    for (const [cake, pound, eggless] of [
      [s.eggless, 2.5, true],
      [s.eggless, 1, false],
      [s.choc, 3, false],
      [s.tiered, 4, false],
    ] as const) {
      const found = await find(`pound=${pound}&eggless=${eggless ? 1 : 0}&perPage=50`);
      const card = found.data.products.find((p) => p.id === cake.id);
      const priced = await get(
        `product-price?productId=${cake.id}&pound=${pound}&eggless=${eggless ? 1 : 0}`,
      );
      expect(card?.price).toBe(ZProductPriceResponse.parse(priced.json()).data.price);
    }
  });

  it('keeps to the budget, the pound range and eggless', async () => {
    await shop();
    expect(names(await find('budget=1500'))).toEqual(['Chocolate Birthday Cake', 'Vanilla Cake']);
    expect(names(await find('budget=1400'))).toEqual(['Vanilla Cake']);
    expect(names(await find('pound=12'))).toEqual(['Two-Tier Wedding Cake']);
    expect(names(await find('eggless=1'))).toEqual(['Vanilla Cake']);
    // Rs 1,100 + Rs 1,200 for the second pound, plus 10% eggless = Rs 2,530.
    expect(names(await find('eggless=1&pound=2&budget=2529'))).toEqual([]);
    expect(names(await find('eggless=1&pound=2&budget=2530'))).toEqual(['Vanilla Cake']);
  });

  it('finds eggless recipes at their price and cakes with the eggless sponge at its surcharge', async () => {
    const s = await shop();
    const recipe = await createProduct(t.db, {
      type: 'cake',
      name: 'Eggless Mango Cake',
      minPound: 1,
      maxPound: 10,
      isSameDay: true,
      pricePaisa: 130_000,
      pricePerPoundPaisa: 130_000,
      isEggless: true,
    });
    const found = await find('eggless=1&pound=2');
    expect(names(found)).toEqual(['Eggless Mango Cake', 'Vanilla Cake']);
    // Rs 1,300 + Rs 1,300: no surcharge for what the recipe is already.
    expect(found.data.products.find((p) => p.id === recipe.id)?.price).toBe(260_000);
    expect(found.data.products.find((p) => p.id === s.eggless.id)?.price).toBe(253_000);
  });

  it('lists only cakes that reach the location by the date', async () => {
    const s = await shop();
    // 10:00 in Kathmandu: at 01:00 a 36-hour cake could still make tomorrow's 18:00 cut-off.
    const { tomorrow } = freezeKathmandu(10);
    // Thankot is about 22 km from the Bhaktapur bakery (too far) and 12 km from Lazimpat.
    const thankot = await find(`locationId=${s.thankot.id}&date=${tomorrow}`);
    expect(names(thankot)).toEqual(['Chocolate Birthday Cake']);
    expect(thankot.data.location).toEqual({ id: s.thankot.id, name: 'Thankot' });
    // The wedding cake needs 36 hours: never tomorrow, always in three days.
    expect(names(await find(`locationId=${s.thamel.id}&date=${tomorrow}`))).toEqual([
      'Chocolate Birthday Cake',
      'Vanilla Cake',
    ]);
    expect(names(await find(`locationId=${s.thamel.id}&date=${addDays(tomorrow, 2)}`))).toHaveLength(3);
  });

  it('applies the same-day cut-off on the Kathmandu clock', async () => {
    const s = await shop();
    const at = (iso: string, date: string) =>
      findCakes({
        db: t.db,
        now: new Date(iso),
        q: { date, locationId: s.thamel.id, eggless: false, sort: 'popular', page: 1, perPage: 24 },
      });
    // 13:45 in Kathmandu: 4-hour cakes are ready by 17:45.
    expect((await at('2026-05-14T08:00:00Z', '2026-05-14')).data.products).toHaveLength(2);
    // 14:15: too late for today.
    expect((await at('2026-05-14T08:30:00Z', '2026-05-14')).data.products).toHaveLength(0);
  });

  it('answers bad input with 400 and a message', async () => {
    await shop();
    const { today } = freezeKathmandu(10);
    const msg = async (q: string) => {
      const res = await get(`find-cakes?${q}`);
      expect(res.statusCode, res.body).toBe(400);
      return ZErrorResponse.parse(res.json()).message;
    };
    expect(await msg('pound=-1')).toBe('Choose a positive number of pounds');
    expect(await msg('pound=1.3')).toBe('Choose pounds in halves, e.g. 1, 1.5 or 2');
    expect(await msg('flavour=bubblegum')).toBe('This flavour is not available');
    expect(await msg('occasion=nope')).toBe('Choose an occasion from the list');
    expect(await msg('locationId=999999')).toBe('Choose a delivery location from the list');
    expect(await msg(`date=${addDays(today, -1)}`)).toBe('Choose today or a later date');
    expect(await msg('budget=0')).toMatch(/Budget must be more than 0/);
    expect(await msg('page=0')).toMatch(/page starts at 1/);
    expect(await msg('perPage=10000')).toMatch(/at most 100/);
  });

  it('runs a fixed number of queries whatever the page size', async () => {
    const s = await shop();
    for (let i = 0; i < 30; i++) {
      await createProduct(t.db, {
        type: 'cake',
        name: `Cake ${i}`,
        minPound: 1,
        occasionIds: [s.birthday.id],
      });
    }
    const { today } = freezeKathmandu(10);
    const q = `occasion=birthday&locationId=${s.thamel.id}&date=${addDays(today, 3)}&pound=1`;
    const one = await countQueries(t.database, () => get(`find-cakes?${q}&perPage=1`));
    const many = await countQueries(t.database, () => get(`find-cakes?${q}&perPage=24`));
    expect(ZFindCakesResponse.parse(many.result.json()).data.products).toHaveLength(24);
    // The first request also reads when campaigns run (kept a minute).
    expect(one.queries).toBe(many.queries + 1);
    expect(many.queries).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/V2/find-cakes/options', () => {
  it('offers occasions, flavours, pounds, locations and the date range', async () => {
    await shop();
    const { today } = freezeKathmandu(10);
    const res = await get('find-cakes/options');
    const { data } = ZFindCakesOptionsResponse.parse(res.json());
    expect(data.occasions.map((o) => o.slug)).toEqual(['birthday', 'wedding']);
    expect(data.flavours.map((f) => f.name)).toEqual(['Vanilla', 'Chocolate', 'Red Velvet']);
    expect(data.locations.map((l) => l.name)).toEqual(['Thamel', 'Thankot']);
    expect(data.pounds).toContain(0.5);
    expect(data.minDate).toBe(today);
    expect(data.maxDate).toBe(addDays(today, 90));
  });
});
