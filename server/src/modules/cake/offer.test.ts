import {
  ZCakeOptionsResponse,
  ZCheckTierResponse,
  ZErrorResponse,
  ZProductPriceResponse,
  ZShapesResponse,
} from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { checkoutFixture, createCakeOptions, createProduct } from '../../db/factories/index.ts';
import { cartApi } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Each cake offers what its seller chose, not the shop's whole range: the configurator's options
// list only those, and a price or a cart line with anything else is a 400 that names it.

let opts: Awaited<ReturnType<typeof createCakeOptions>>;

beforeEach(async () => {
  opts = await createCakeOptions(t.db);
});

const { get } = cartApi(t);
const options = async (id: string) =>
  ZCakeOptionsResponse.parse((await get(`cake-options?productId=${id}`)).json()).data;
const refusal = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(400);
  return ZErrorResponse.parse(res.json());
};

/** A heart-shaped red velvet cake in two flavours, single tier only, no extras. */
const heartCake = () =>
  createProduct(t.db, {
    type: 'cake',
    name: 'Red Velvet Heart Cake',
    pricePaisa: 200_000,
    pricePerPoundPaisa: 100_000,
    minPound: 2,
    maxPound: 6,
    flavourId: opts.flavours.redVelvet.id,
    flavourIds: [opts.flavours.redVelvet.id, opts.flavours.chocolate.id],
    shapeIds: [opts.shapes.heart.id],
    offeredTiers: [1],
    offersLessCream: false,
  });

describe('cake-options per cake', () => {
  it('lists only the flavours, shapes, tiers and extras the cake offers', async () => {
    const heart = await heartCake();
    const o = await options(heart.id);
    expect(o.flavours.map((f) => f.name)).toEqual(['Chocolate', 'Red Velvet']);
    expect(o.shapes.map((s) => s.name)).toEqual(['Heart']);
    expect(o.tiers.map((x) => x.tiers)).toEqual([1]);
    expect(o).toMatchObject({
      egglessAvailable: false,
      egglessByRecipe: false,
      lessCreamAvailable: false,
      minPound: 2,
      maxPound: 6,
    });
    // Another cake of the same shop still offers the whole range.
    const plain = await createProduct(t.db, { type: 'cake', maxPound: 10, offersEggless: true });
    const all = await options(plain.id);
    expect(all.flavours).toHaveLength(3);
    expect(all.shapes.map((s) => s.name)).toEqual(['Round', 'Heart']);
    expect(all.tiers.map((x) => x.tiers)).toEqual([1, 2]);
    expect(all.egglessAvailable).toBe(true);
  });

  it('never offers the eggless extra on a cake whose recipe is eggless', async () => {
    const eggless = await createProduct(t.db, {
      type: 'cake',
      name: 'Eggless Chocolate Cake',
      flavourId: opts.flavours.chocolate.id,
      isEggless: true,
    });
    const o = await options(eggless.id);
    expect(o.egglessByRecipe).toBe(true);
    expect(o.egglessAvailable).toBe(false);
    const refused = await refusal(`product-price?productId=${eggless.id}&eggless=1`);
    expect(refused.message).toBe(
      'Eggless Chocolate Cake is eggless already: there is no eggless extra to add',
    );
    expect(refused.errors?.eggless).toBeDefined();
    // The database refuses the combination too.
    await expect(
      createProduct(t.db, { type: 'cake', isEggless: true, offersEggless: true }),
    ).rejects.toThrow();
  });

  it('answers shapes?productId with the shapes the cake comes in, and every shape without one', async () => {
    const heart = await heartCake();
    const own = ZShapesResponse.parse((await get(`shapes?productId=${heart.id}`)).json()).data.shapes;
    expect(own.map((s) => s.slug)).toEqual([opts.shapes.heart.slug]);
    const every = ZShapesResponse.parse((await get('shapes')).json()).data.shapes;
    expect(every).toHaveLength(2);
  });
});

describe('pricing refuses what the cake does not offer, by name', () => {
  it('flavour, shape, tier and less cream', async () => {
    const heart = await heartCake();
    const p = `product-price?productId=${heart.id}`;
    const flavour = await refusal(`${p}&flavorId=${opts.flavours.vanilla.id}`);
    expect(flavour.message).toBe('Red Velvet Heart Cake does not come in Vanilla flavour');
    expect(flavour.errors?.flavorId).toEqual([flavour.message]);
    const shape = await refusal(`${p}&shape=${opts.shapes.round.slug}`);
    expect(shape.message).toBe('Red Velvet Heart Cake does not come in Round shape');
    expect((await refusal(`${p}&pound=4&tier=2`)).message).toBe(
      'Red Velvet Heart Cake does not come in 2 tiers',
    );
    expect((await refusal(`${p}&lessCream=1`)).message).toBe(
      'Red Velvet Heart Cake cannot be made with less cream',
    );
    const tier = ZCheckTierResponse.parse((await get(`check-tier?id=${heart.id}&tier=2`)).json()).data;
    expect(tier).toMatchObject({ valid: false, message: 'Red Velvet Heart Cake does not come in 2 tiers' });
    // What it offers prices as listed; the default shape is its own (heart), not the shop's first,
    // and the heart is in the cake's price: it is the only shape the cake comes in.
    const ok = await get(`${p}&flavorId=${opts.flavours.chocolate.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ZProductPriceResponse.parse(ok.json()).data).toMatchObject({
      shape: opts.shapes.heart.slug,
      price: 200_000, // chocolate costs no more than its own red velvet
    });
  });

  it('a cake offered only in two tiers is priced in two tiers by default', async () => {
    const tall = await createProduct(t.db, {
      type: 'cake',
      minPound: 4,
      maxPound: 10,
      pricePaisa: 400_000,
      offeredTiers: [2],
    });
    const res = await get(`product-price?productId=${tall.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZProductPriceResponse.parse(res.json()).data).toMatchObject({ tier: 2, height: 8 });
    expect((await options(tall.id)).tiers.map((x) => x.tiers)).toEqual([2]);
  });

  it('add-to-cart refuses the same way and adds nothing', async () => {
    const fx = await checkoutFixture(t.db);
    const heart = await createProduct(t.db, {
      type: 'cake',
      name: 'Heart Cake',
      storeId: fx.store.id,
      categoryId: fx.cakeCategory.id,
      minPound: 1,
      maxPound: 5,
      flavourIds: [opts.flavours.chocolate.id],
      shapeIds: [opts.shapes.heart.id],
    });
    const a = cartApi(t);
    const me = (await quickUser(t.db)).headers;
    const shape = await a.fails(
      400,
      'add-to-cart',
      { productId: heart.id, shape: opts.shapes.round.slug },
      me,
    );
    expect(shape.message).toBe('Heart Cake does not come in Round shape');
    const flavour = await a.fails(
      400,
      'add-to-cart',
      { productId: heart.id, flavorId: opts.flavours.redVelvet.id },
      me,
    );
    expect(flavour.errors?.flavorId).toEqual(['Heart Cake does not come in Red Velvet flavour']);
    expect((await a.getCart(me)).cartItems).toEqual([]);
    const added = await a.add(
      { productId: heart.id, flavorId: opts.flavours.chocolate.id, shape: opts.shapes.heart.slug },
      me,
    );
    expect(added.cartItems).toHaveLength(1);
  });
});
