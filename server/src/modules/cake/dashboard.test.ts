import {
  type TCakeChoicesBody,
  ZCakeOptionsResponse,
  ZDashboardCakeResponse,
  ZDashboardCakesResponse,
  ZErrorResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCakeOptions, createProduct, createStore } from '../../db/factories/index.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// Sellers choose what their own cakes offer; admins any cake. The storefront shows a change at
// once, even with the shared response cache on.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

async function shop() {
  const opts = await createCakeOptions(t.db);
  const seller = await quickUser(t.db, { role: 'seller' });
  const rival = await quickUser(t.db, { role: 'seller' });
  const admin = await quickUser(t.db, { role: 'admin' });
  const customer = await quickUser(t.db);
  const own = await createStore(t.db, { name: 'Annapurna Bakers', ownerUserId: seller.user.id });
  const other = await createStore(t.db, { name: 'Kumari Cake House', ownerUserId: rival.user.id });
  const cake = (name: string, storeId: number, extra: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.db, {
      type: 'cake',
      name,
      storeId,
      minPound: 1,
      maxPound: 10,
      pricePaisa: 140_000,
      pricePerPoundPaisa: 130_000,
      flavourId: opts.flavours.chocolate.id,
      ...extra,
    });
  const mine = await cake('Chocolate Drip Cake', own.id);
  const eggless = await cake('Eggless Chocolate Cake', own.id, { isEggless: true });
  const theirs = await cake('Red Velvet Heart Cake', other.id);
  await createProduct(t.db, { name: 'Red roses', storeId: own.id });
  return { opts, seller, rival, admin, customer, mine, eggless, theirs };
}

const call = api(t, { base: DASHBOARD });

const choicesOf = (s: Awaited<ReturnType<typeof shop>>, over: Partial<TCakeChoicesBody> = {}) => ({
  ownFlavourId: s.opts.flavours.chocolate.id,
  icingTypeIds: [],
  offersTaller: false,
  flavourIds: [s.opts.flavours.chocolate.id, s.opts.flavours.vanilla.id],
  shapeIds: [s.opts.shapes.round.id],
  tiers: [1],
  minPound: 1,
  maxPound: 6,
  offersEggless: false,
  offersLessCream: true,
  ...over,
});

describe('dashboard cakes', () => {
  it('lists a seller only their own cakes, and an admin every cake with its store', async () => {
    const s = await shop();
    const mine = ZDashboardCakesResponse.parse((await call.get('cakes', s.seller.headers)).json());
    expect(mine.data.cakes.map((c) => c.name)).toEqual(['Chocolate Drip Cake', 'Eggless Chocolate Cake']);
    expect(mine.data.cakes[0]).toMatchObject({ flavourCount: 3, shapes: ['Round', 'Heart'], minPound: 1 });
    expect(mine.meta?.pagination.total).toBe(2);
    const all = ZDashboardCakesResponse.parse((await call.get('cakes', s.admin.headers)).json());
    expect(all.data.cakes.map((c) => [c.name, c.storeName])).toEqual([
      ['Chocolate Drip Cake', 'Annapurna Bakers'],
      ['Eggless Chocolate Cake', 'Annapurna Bakers'],
      ['Red Velvet Heart Cake', 'Kumari Cake House'],
    ]);
    const res = await call.get('cakes', s.customer.headers);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/cakes' })).statusCode).toBe(401);
  });

  it('opens a cake with its choices and everything the shop makes', async () => {
    const s = await shop();
    const res = await call.get(`cakes/${s.mine.id}`, s.seller.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = ZDashboardCakeResponse.parse(res.json());
    expect(data.cake).toMatchObject({
      name: 'Chocolate Drip Cake',
      ownFlavourId: s.opts.flavours.chocolate.id,
    });
    expect(data.choices).toMatchObject({ tiers: [1, 2], minPound: 1, maxPound: 10, offersLessCream: true });
    expect(data.choices.flavourIds.sort()).toEqual(
      Object.values(s.opts.flavours)
        .map((f) => f.id)
        .sort(),
    );
    expect(data.range.tiers.map((x) => x.tiers)).toEqual([1, 2]);
    expect(data.range).toMatchObject({ poundMin: 0.5, poundMax: 100, poundStep: 0.5 });
  });

  it('a seller can neither read nor change another store’s cake (404), an admin can', async () => {
    const s = await shop();
    expect((await call.get(`cakes/${s.theirs.id}`, s.seller.headers)).statusCode).toBe(404);
    const put = await call.put(`cakes/${s.theirs.id}/choices`, choicesOf(s), s.seller.headers);
    expect(put.statusCode).toBe(404);
    expect(ZErrorResponse.parse(put.json()).message).toBe('The cake was not found');
    // Untouched: it still offers every flavour.
    const o = ZCakeOptionsResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/V2/cake-options?productId=${s.theirs.id}` })).json(),
    );
    expect(o.data.flavours).toHaveLength(3);
    const byAdmin = await call.put(`cakes/${s.theirs.id}/choices`, choicesOf(s), s.admin.headers);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await call.put(`cakes/${s.mine.id}/choices`, choicesOf(s), s.customer.headers)).statusCode).toBe(
      403,
    );
  });

  it('saves the choices and the storefront shows them at once, past the shared cache', async () => {
    const s = await shop();
    const optionsUrl = `/api/V2/cake-options?productId=${s.mine.id}`;
    const before = await t.app.inject({ method: 'GET', url: optionsUrl });
    expect(ZCakeOptionsResponse.parse(before.json()).data.flavours).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: optionsUrl })).headers['x-cache']).toBe('hit');

    const saved = await call.put(
      `cakes/${s.mine.id}/choices`,
      choicesOf(s, { shapeIds: [s.opts.shapes.heart.id], offersEggless: true, offersLessCream: false }),
      s.seller.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved: Chocolate Drip Cake now offers what you chose');
    const after = ZCakeOptionsResponse.parse((await t.app.inject({ method: 'GET', url: optionsUrl })).json());
    expect(after.data.flavours.map((f) => f.name)).toEqual(['Vanilla', 'Chocolate']);
    expect(after.data.shapes.map((x) => x.name)).toEqual(['Heart']);
    expect(after.data).toMatchObject({
      tiers: [expect.objectContaining({ tiers: 1 })],
      maxPound: 6,
      egglessAvailable: true,
      lessCreamAvailable: false,
    });
    const price = await t.app.inject({
      method: 'GET',
      url: `/api/V2/product-price?productId=${s.mine.id}&flavorId=${s.opts.flavours.redVelvet.id}`,
    });
    expect(price.json().message).toBe('Chocolate Drip Cake does not come in Red Velvet flavour');
  });

  it('moves the price with the smallest weight, so each weight costs what it did', async () => {
    const s = await shop();
    const saved = await call.put(
      `cakes/${s.mine.id}/choices`,
      choicesOf(s, { minPound: 2 }),
      s.seller.headers,
    );
    expect(ZDashboardCakeResponse.parse(saved.json()).data.cake.price).toBe(270_000);
    const price = await t.app.inject({
      method: 'GET',
      url: `/api/V2/product-price?productId=${s.mine.id}&pound=3`,
    });
    expect(price.json().data.price).toBe(140_000 + 2 * 130_000);
  });

  it('refuses invalid choices with 400 and a message for each field', async () => {
    const s = await shop();
    const put = async (over: Partial<TCakeChoicesBody>, id = s.mine.id) => {
      const res = await call.put(`cakes/${id}/choices`, choicesOf(s, over), s.seller.headers);
      expect(res.statusCode, res.body).toBe(400);
      return ZErrorResponse.parse(res.json());
    };
    expect((await put({ flavourIds: [] })).errors?.flavourIds?.[0]).toBe('Choose at least one flavour');
    expect((await put({ shapeIds: [] })).errors?.shapeIds?.[0]).toBe('Choose at least one shape');
    expect((await put({ minPound: 5, maxPound: 4 })).errors?.maxPound?.[0]).toBe(
      'The largest weight cannot be below the smallest',
    );
    expect((await put({ minPound: 1.3 })).errors?.minPound?.[0]).toBe('Use half pounds: 1, 1.5, 2 and so on');
    expect((await put({ maxPound: 150 })).errors?.maxPound?.[0]).toBe('The largest weight is at most 100 lb');
    expect((await put({ flavourIds: [s.opts.flavours.vanilla.id] })).errors?.flavourIds).toEqual([
      'Keep the flavour the cake is made in among its flavours',
    ]);
    expect((await put({ icingTypeIds: [999_999] })).errors?.icingTypeIds).toEqual([
      'Choose icings from the list',
    ]);
    expect((await put({ shapeIds: [999_999] })).errors?.shapeIds).toEqual(['Choose shapes from the list']);
    expect((await put({ tiers: [1, 2], maxPound: 3 })).message).toBe(
      '2 tiers need at least 4 lb: raise the largest weight or untick it',
    );
    expect((await put({ tiers: [2] })).errors?.minPound?.[0]).toMatch(/^2 tiers need at least 4 lb/);
    expect((await put({ tiers: [5] })).errors?.tiers).toEqual(['Choose the number of tiers from the list']);
    expect((await put({ offersEggless: true }, s.eggless.id)).errors?.offersEggless).toEqual([
      'Eggless Chocolate Cake is eggless by recipe: there is no eggless extra to offer',
    ]);
    // Nothing was saved by any of them.
    const { data } = ZDashboardCakeResponse.parse(
      (await call.get(`cakes/${s.mine.id}`, s.seller.headers)).json(),
    );
    expect(data.choices.maxPound).toBe(10);
  });
});
