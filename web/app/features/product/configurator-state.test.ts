import type { TCakeOptions } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import {
  cakeLook,
  chooseTier,
  defaultChoice,
  describeChoice,
  heightsForTier,
  lookLabel,
  looksAsPictured,
  poundLabel,
  poundSteps,
  priceQuery,
  stepPound,
} from './configurator-state';

const options: TCakeOptions = {
  productId: 'p1',
  defaultFlavourId: 2,
  flavours: [
    { id: 1, slug: 'vanilla', name: 'Vanilla', colour: '#fff', icingColour: '#fff', surchargePerPound: 0 },
    {
      id: 2,
      slug: 'chocolate',
      name: 'Chocolate',
      colour: '#4a2',
      icingColour: '#321',
      surchargePerPound: 0,
    },
  ],
  icingTypes: [{ id: 1, slug: 'buttercream', name: 'Buttercream', surchargePerPound: 0 }],
  shapes: [
    { id: 1, slug: 'round', name: 'Round', image: null, surcharge: 0 },
    { id: 2, slug: 'heart', name: 'Heart', image: null, surcharge: 20_000 },
  ],
  tiers: [
    { tiers: 1, name: '1 tier', minPound: 0.5, surcharge: 0, heights: [4, 6], surchargePerInch: 5_000 },
    { tiers: 2, name: '2 tiers', minPound: 3, surcharge: 50_000, heights: [6, 8], surchargePerInch: 8_000 },
  ],
  egglessAvailable: true,
  egglessByRecipe: false,
  egglessSurchargePercent: 10,
  lessCreamAvailable: true,
  minPound: 1,
  maxPound: 3,
  step: 0.5,
  maxMessageLength: 40,
};

describe('poundSteps', () => {
  it('runs from min to max in half pounds without float drift', () => {
    expect(poundSteps(1, 3, 0.5)).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(poundSteps(0.5, 1.5, 0.5)).toEqual([0.5, 1, 1.5]);
    expect(poundSteps(1.1, 1.7, 0.2)).toEqual([1.1, 1.3, 1.5, 1.7]);
  });

  it('copes with a broken range', () => {
    expect(poundSteps(2, 1)).toEqual([2]);
    expect(poundSteps(0, 0)).toEqual([]);
  });
});

describe('tiers and heights', () => {
  it('lists the heights of a tier', () => {
    expect(heightsForTier(options, 2)).toEqual([6, 8]);
    expect(heightsForTier(options, 5)).toEqual([]);
  });

  it('keeps the height when the new tier has it, else takes its first, and never touches the pound', () => {
    const c = { ...defaultChoice(options), height: 6 };
    expect(chooseTier(c, options, 2)).toMatchObject({ tier: 2, height: 6, pound: 1 });
    expect(chooseTier({ ...c, height: 4 }, options, 2)).toMatchObject({ tier: 2, height: 6 });
  });
});

describe('choice helpers', () => {
  it('starts from the cake’s own flavour and the first of everything', () => {
    expect(defaultChoice(options, 1.5)).toEqual({
      pound: 1.5,
      tier: 1,
      height: 4,
      flavorId: 2,
      icingType: 'buttercream',
      shape: 'round',
      eggless: false,
      lessCream: false,
      message: '',
      quantity: 1,
      photo: null,
    });
  });

  it('steps the pound within the range', () => {
    const steps = poundSteps(1, 3);
    const c = defaultChoice(options);
    expect(stepPound(c, steps, 1).pound).toBe(1.5);
    expect(stepPound(c, steps, -1).pound).toBe(1);
    expect(stepPound({ ...c, pound: 3 }, steps, 1).pound).toBe(3);
    expect(stepPound({ ...c, pound: 1.7 }, steps, 1).pound).toBe(2);
  });

  it('builds the price query and a readable summary', () => {
    const c = { ...defaultChoice(options), eggless: true, shape: 'heart' };
    expect(priceQuery('p1', c)).toEqual({
      productId: 'p1',
      pound: 1,
      tier: 1,
      height: 4,
      flavorId: 2,
      icingType: 'buttercream',
      shape: 'heart',
      eggless: '1',
      lessCream: '0',
    });
    expect(describeChoice(c, options)).toBe(
      '1 lb · 1 tier, 4 in · Heart · Chocolate · Buttercream · Eggless',
    );
    expect(poundLabel(1.5)).toBe('1.5 lb');
  });
});

describe('a cake that offers only some of the shop', () => {
  it('starts from an offered flavour when its own is not among them', () => {
    const o = { ...options, defaultFlavourId: 9 };
    expect(defaultChoice(o).flavorId).toBe(1);
    expect(defaultChoice({ ...o, flavours: [] }).flavorId).toBeNull();
  });

  it('starts in its first shape and its fewest tiers', () => {
    const heartOnly = { ...options, shapes: [options.shapes[1]], tiers: [options.tiers[1]] };
    expect(defaultChoice(heartOnly)).toMatchObject({ shape: 'heart', tier: 2, height: 6 });
  });
});

describe('the drawing of the chosen cake', () => {
  it('is needed once the shape, flavour or tiers differ from the photos', () => {
    const c = defaultChoice(options);
    expect(looksAsPictured(c, options)).toBe(true);
    // Weight, icing, extras and the message do not change how the photos look.
    expect(looksAsPictured({ ...c, pound: 2, icingType: 'x', eggless: true, message: 'Hi' }, options)).toBe(
      true,
    );
    expect(looksAsPictured({ ...c, shape: 'heart' }, options)).toBe(false);
    expect(looksAsPictured({ ...c, flavorId: 1 }, options)).toBe(false);
    expect(looksAsPictured(chooseTier(c, options, 2), options)).toBe(false);
  });

  it('draws the chosen shape in the flavour colours, and says so in words', () => {
    const c = { ...chooseTier(defaultChoice(options), options, 2), shape: 'heart' };
    expect(cakeLook(c, options)).toEqual({ shape: 'heart', tiers: 2, sponge: '#4a2', icing: '#321' });
    expect(lookLabel(c, options)).toBe('Drawing of your cake: heart-shaped, 2-tier Chocolate cake');
    expect(lookLabel(defaultChoice(options), options)).toBe(
      'Drawing of your cake: round-shaped Chocolate cake',
    );
  });
});
