import {
  ZCakeCategoriesResponse,
  ZCakeOptionsResponse,
  ZCalculateProductPriceResponse,
  ZCheckTierResponse,
  ZErrorResponse,
  ZGetMinPoundResponse,
  ZProductPriceResponse,
  ZShapesResponse,
} from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { createCakeOptions, createCategory, createProduct } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

let opts: Awaited<ReturnType<typeof createCakeOptions>>;
let cake: Awaited<ReturnType<typeof createProduct>>;

beforeEach(async () => {
  opts = await createCakeOptions(t.db);
  // Rs 1,400 for 1 lb, Rs 1,300 each further pound, chocolate (Rs 100/lb flavour), the eggless
  // sponge on offer; by default it offers every flavour, shape and tier of the shop.
  cake = await createProduct(t.db, {
    type: 'cake',
    name: 'Chocolate Cake',
    slug: 'chocolate-cake',
    pricePaisa: 140_000,
    pricePerPoundPaisa: 130_000,
    minPound: 1,
    maxPound: 10,
    flavourId: opts.flavours.chocolate.id,
    offersEggless: true,
  });
});

const { get } = api(t);
const error = async (url: string, status = 400) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  return ZErrorResponse.parse(res.json()).message;
};

describe('get-min-pound, shapes, cake-options, cake-categories', () => {
  it('answers the pound range in half pounds, by id or slug', async () => {
    const res = await get(`get-min-pound?productId=${cake.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(ZGetMinPoundResponse.parse(res.json()).data).toEqual({ minPound: 1, maxPound: 10, step: 0.5 });
    const bySlug = ZGetMinPoundResponse.parse((await get('get-min-pound?productId=chocolate-cake')).json());
    expect(bySlug.data.minPound).toBe(1);
  });

  it('refuses unknown products (404) and other products (400)', async () => {
    expect(await error('get-min-pound?productId=no-such-cake', 404)).toBe('Product was not found');
    expect(await error('get-min-pound?productId=00000000-0000-4000-8000-000000000000', 404)).toBe(
      'Product was not found',
    );
    const roses = await createProduct(t.db, { type: 'product' });
    expect(await error(`cake-options?productId=${roses.id}`)).toBe('Only cakes can be configured');
    expect(await error('get-min-pound')).toMatch(/Product/);
  });

  it('lists shapes with their surcharges', async () => {
    const body = ZShapesResponse.parse((await get(`shapes?productId=${cake.id}`)).json());
    expect(body.data.shapes.map((s) => [s.name, s.surcharge])).toEqual([
      ['Round', 0],
      ['Heart', 20_000],
    ]);
  });

  it('gives the configurator everything in one call', async () => {
    const { data } = ZCakeOptionsResponse.parse((await get(`cake-options?productId=${cake.id}`)).json());
    expect(data.defaultFlavourId).toBe(opts.flavours.chocolate.id);
    // Surcharges are over the cake's own flavour: vanilla costs nothing extra, red velvet Rs 200/lb.
    expect(data.flavours.map((f) => [f.name, f.surchargePerPound])).toEqual([
      ['Vanilla', 0],
      ['Chocolate', 0],
      ['Red Velvet', 20_000],
    ]);
    expect(data.tiers.map((x) => [x.tiers, x.minPound, x.heights])).toEqual([
      [1, 0.5, [4, 6]],
      [2, 4, [8, 10]],
    ]);
    expect(data).toMatchObject({
      egglessAvailable: true,
      lessCreamAvailable: true,
      minPound: 1,
      maxPound: 10,
    });
  });

  it('offers no second tier to a cake too small for one', async () => {
    const mini = await createProduct(t.db, { type: 'cake', minPound: 0.5, maxPound: 1, pricePaisa: 80_000 });
    const { data } = ZCakeOptionsResponse.parse((await get(`cake-options?productId=${mini.id}`)).json());
    expect(data.tiers.map((x) => x.tiers)).toEqual([1]);
    expect(data.egglessAvailable).toBe(false);
  });

  it('lists cake sub-categories with product counts', async () => {
    const cakes = await createCategory(t.db, { slug: 'cakes', name: 'Cakes', kind: 'cake' });
    const birthday = await createCategory(t.db, {
      slug: 'birthday',
      name: 'Birthday',
      kind: 'cake',
      parentId: cakes.id,
    });
    await createCategory(t.db, { slug: 'roses', name: 'Roses', kind: 'flowers', parentId: cakes.id });
    await createProduct(t.db, { type: 'cake', categoryId: birthday.id });
    const res = await get('cake-categories');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZCakeCategoriesResponse.parse(res.json());
    expect(data.categories).toEqual([
      {
        id: birthday.id,
        slug: 'birthday',
        name: 'Birthday',
        image: null,
        url: '/category/birthday',
        productCount: 1,
      },
    ]);
  });
});

describe('check-tier', () => {
  it('says yes or explains why not', async () => {
    const ok1 = ZCheckTierResponse.parse((await get(`check-tier?id=${cake.id}&tier=2&height=8`)).json()).data;
    expect(ok1).toMatchObject({ valid: true, minPound: 4 });
    const tall = ZCheckTierResponse.parse(
      (await get(`check-tier?id=${cake.id}&tier=2&height=5`)).json(),
    ).data;
    expect(tall).toMatchObject({ valid: false, message: 'A 2-tier cake can be 8 or 10 inches tall' });
    const three = ZCheckTierResponse.parse((await get(`check-tier?id=${cake.id}&tier=3`)).json()).data;
    expect(three).toMatchObject({ valid: false, message: 'This cake cannot be made in 3 tiers' });
    expect(await error(`check-tier?id=${cake.id}&tier=0`)).toMatch(/at least 1 tier/);
    expect(await error('check-tier?id=nope&tier=1', 404)).toBe('Product was not found');
  });
});

describe('product-price and calculate-product-price', () => {
  it('prices the default cake at its listed price', async () => {
    const res = await get(`product-price?productId=${cake.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = ZProductPriceResponse.parse(res.json());
    expect(data).toMatchObject({
      price: 140_000,
      currency: 'NPR',
      pound: 1,
      tier: 1,
      height: 4,
      flavorId: opts.flavours.chocolate.id,
      icingType: opts.icing.whipped.slug,
      shape: opts.shapes.round.slug,
    });
    expect(data.breakdown).toEqual([{ label: 'Chocolate Cake (1 pound)', amount: 140_000 }]);
  });

  it('adds pounds, flavour, icing, shape, tier, height and eggless line by line', async () => {
    const q = new URLSearchParams({
      productId: cake.id,
      pound: '4.5',
      tier: '2',
      height: '10',
      flavorId: String(opts.flavours.redVelvet.id),
      icingType: opts.icing.fondant.slug,
      shape: opts.shapes.heart.slug,
      eggless: '1',
      lessCream: '1',
    });
    const { data } = ZProductPriceResponse.parse((await get(`product-price?${q}`)).json());
    const subtotal =
      140_000 + // 1 lb
      Math.round(130_000 * 3.5) + // 3.5 more pounds
      20_000 * 4.5 + // red velvet over chocolate
      40_000 * 4.5 + // fondant
      20_000 + // heart
      80_000 + // two tiers
      2 * 20_000; // 10 in instead of 8
    expect(data.breakdown.map((l) => l.label)).toEqual([
      'Chocolate Cake (1 pound)',
      '3.5 pounds more',
      'Red Velvet flavour',
      'Fondant icing',
      'Heart shape',
      '2 tiers',
      'Taller cake (10 in)',
      'Eggless (10%)',
      'Less cream',
    ]);
    expect(data.price).toBe(subtotal + Math.round(subtotal / 10));
    expect(data.breakdown.reduce((s, l) => s + l.amount, 0)).toBe(data.price);
  });

  it('never charges less for a cheaper flavour than the listed one', async () => {
    const q = `productId=${cake.id}&flavorId=${opts.flavours.vanilla.id}`;
    expect(ZProductPriceResponse.parse((await get(`product-price?${q}`)).json()).data.price).toBe(140_000);
  });

  it('explains invalid combinations with 400 instead of fixing them', async () => {
    const p = `product-price?productId=${cake.id}`;
    expect(await error(`${p}&pound=0.5`)).toBe('Choose between 1 and 10 pounds, in half pounds');
    expect(await error(`${p}&pound=11`)).toBe('Choose between 1 and 10 pounds, in half pounds');
    expect(await error(`${p}&pound=1.3`)).toBe('Choose between 1 and 10 pounds, in half pounds');
    expect(await error(`${p}&pound=-2`)).toBe('Choose a positive number of pounds');
    expect(await error(`${p}&pound=abc`)).toMatch(/number/i);
    expect(await error(`${p}&pound=2&tier=2`)).toBe('A 2-tier cake needs at least 4 pounds');
    expect(await error(`${p}&pound=4&tier=2&height=6`)).toBe('A 2-tier cake can be 8 or 10 inches tall');
    expect(await error(`${p}&flavorId=999999`)).toBe('This flavour is not available for this cake');
    expect(await error(`${p}&icingType=marzipan`)).toBe('This icing is not available for this cake');
    expect(await error(`${p}&shape=star`)).toBe('This shape is not available for this cake');
    const plain = await createProduct(t.db, {
      type: 'cake',
      name: 'Plain Cake',
      pricePaisa: 100_000,
      minPound: 1,
    });
    expect(await error(`product-price?productId=${plain.id}&eggless=1`)).toBe(
      'Plain Cake cannot be made eggless',
    );
    const roses = await createProduct(t.db, { type: 'product' });
    expect(await error(`product-price?productId=${roses.id}`)).toBe('Only cakes can be configured');
    expect(await error('product-price?productId=nope', 404)).toBe('Product was not found');
  });

  it('calculates the total for a quantity (POST, and GET as clients also call it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/calculate-product-price',
      payload: { productId: cake.id, pound: 2, quantity: 3, message: 'Happy Birthday Aama', eggless: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZCalculateProductPriceResponse.parse(res.json());
    expect(data).toMatchObject({
      price: 270_000,
      quantity: 3,
      total: 810_000,
      message: 'Happy Birthday Aama',
    });
    const viaGet = await get(`calculate-product-price?productId=${cake.id}&pound=2&quantity=2`);
    expect(ZCalculateProductPriceResponse.parse(viaGet.json()).data.total).toBe(540_000);

    const bad = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/V2/calculate-product-price', payload });
    expect((await bad({ productId: cake.id, quantity: 0 })).json().message).toMatch(
      /Quantity must be at least 1/,
    );
    expect((await bad({ productId: cake.id, quantity: 1, message: 'x'.repeat(41) })).json().message).toMatch(
      /under 40 characters/,
    );
    expect((await bad({ productId: cake.id, pound: -1 })).statusCode).toBe(400);
  });
});
