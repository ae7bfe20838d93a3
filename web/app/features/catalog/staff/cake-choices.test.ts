import type { TDashboardCake } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { checkChoices, formOf, shortList, toggle } from './cake-choices';

const cake: TDashboardCake = {
  cake: {
    id: '7d1f0c1e-0000-4000-8000-000000000001',
    slug: 'chocolate-drip-cake',
    name: 'Chocolate Drip Cake',
    image: null,
    storeName: 'Annapurna Bakers',
    isActive: true,
    isEggless: false,
    ownFlavourId: 2,
    price: 150_000,
  },
  choices: {
    ownFlavourId: 2,
    flavourIds: [1, 2],
    shapeIds: [1],
    icingTypeIds: [1],
    offersTaller: false,
    tiers: [1],
    minPound: 1,
    maxPound: 6,
    offersEggless: true,
    offersLessCream: true,
  },
  range: {
    flavours: [
      { id: 1, name: 'Vanilla', colour: '#fff', icingColour: '#fff', pricePerPound: 0 },
      { id: 2, name: 'Chocolate', colour: '#520', icingColour: '#741', pricePerPound: 10_000 },
      { id: 3, name: 'Mango', colour: '#fd7', icingColour: '#fe9', pricePerPound: 15_000 },
    ],
    icingTypes: [{ id: 1, name: 'Whipped cream', pricePerPound: 0 }],
    shapes: [
      { id: 1, slug: 'round', name: 'Round' },
      { id: 2, slug: 'heart', name: 'Heart' },
    ],
    tiers: [
      { tiers: 1, name: 'Single tier', minPound: 0.5, heights: [4, 6] },
      { tiers: 2, name: 'Two tiers', minPound: 4, heights: [8] },
    ],
    poundMin: 0.5,
    poundMax: 100,
    poundStep: 0.5,
    egglessSurchargePercent: 10,
  },
};

describe('the cake choices form', () => {
  it('starts from the saved choices and sends them back as they were', () => {
    const form = formOf(cake);
    expect(form).toMatchObject({ minPound: '1', maxPound: '6', flavourIds: [1, 2] });
    const checked = checkChoices(form, cake);
    expect(checked).toEqual({
      ok: true,
      body: { ...cake.choices },
    });
  });

  it('keeps ticks in the shop’s order', () => {
    expect(toggle([3, 1], 2, true, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(toggle([1, 2, 3], 2, false, [1, 2, 3])).toEqual([1, 3]);
  });

  it('says what to fix, field by field, as the server would', () => {
    const bad = checkChoices(
      { ...formOf(cake), flavourIds: [], shapeIds: [], minPound: '5', maxPound: '4.5' },
      cake,
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        flavourIds: 'Choose at least one flavour',
        shapeIds: 'Choose at least one shape',
        maxPound: 'The largest weight cannot be below the smallest',
      },
    });
    const halves = checkChoices({ ...formOf(cake), minPound: '1.3', maxPound: '' }, cake);
    expect(halves.ok === false && halves.errors).toEqual({
      minPound: 'Use half pounds: 1, 1.5, 2 and so on',
      maxPound: 'Enter the largest weight in pounds',
    });
    const own = checkChoices({ ...formOf(cake), flavourIds: [1] }, cake);
    expect(own.ok === false && own.errors.flavourIds).toBe(
      'Chocolate Drip Cake is made in Chocolate: keep Chocolate among its flavours',
    );
    const tiers = checkChoices({ ...formOf(cake), tiers: [1, 2], maxPound: '3' }, cake);
    expect(tiers.ok === false && tiers.errors.tiers).toBe(
      'Two tiers need at least 4 lb: raise the largest weight or untick it',
    );
  });

  it('never sends the eggless extra for an eggless recipe', () => {
    const eggless = { ...cake, cake: { ...cake.cake, isEggless: true } };
    const checked = checkChoices(formOf(cake), eggless);
    expect(checked.ok && checked.body.offersEggless).toBe(false);
  });

  it('shortens long lists for the cards', () => {
    expect(shortList(['Round', 'Heart'])).toBe('Round, Heart');
    expect(shortList(['Round', 'Square', 'Heart', 'Rectangle', 'Star'])).toBe(
      'Round, Square, Heart and 2 more',
    );
  });
});
