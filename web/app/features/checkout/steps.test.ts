import { describe, expect, it } from 'vitest';
import { cartUrl, gateStep, linesInScope, parseItems, parseStep } from './steps';

const A = '0b7e2a4c-1d3f-4a5b-8c6d-7e8f9a0b1c2d';
const B = 'f0e1d2c3-b4a5-4968-8776-655443322110';

describe('parseStep (the step defaults to 1)', () => {
  it('reads 1, 2 and 3', () => {
    expect(parseStep('1')).toBe(1);
    expect(parseStep('2')).toBe(2);
    expect(parseStep('3')).toBe(3);
  });
  it('falls back to 1 for anything else', () => {
    for (const raw of [null, undefined, '', '0', '4', '-1', '2.5', 'two', ' 9 '])
      expect(parseStep(raw)).toBe(1);
  });
});

describe('parseItems (quick checkout ?items=)', () => {
  it('keeps line ids in order, lower-cased and without duplicates', () => {
    expect(parseItems(`${A},${B.toUpperCase()},${A}`)).toEqual([A, B]);
  });
  it('drops what is not a line id', () => {
    expect(parseItems(`${A},,42,<script>, ${B} `)).toEqual([A, B]);
    expect(parseItems(null)).toEqual([]);
    expect(parseItems('')).toEqual([]);
  });
  it('caps the list at 100 ids', () => {
    const many = Array.from(
      { length: 150 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(parseItems(many.join(','))).toHaveLength(100);
  });
});

describe('cartUrl', () => {
  it('leaves step 1 out and keeps the items readable', () => {
    expect(cartUrl(1)).toBe('/cart');
    expect(cartUrl(2)).toBe('/cart?step=2');
    expect(cartUrl(3, [A, B])).toBe(`/cart?step=3&items=${A},${B}`);
    expect(parseItems(new URL(`http://x${cartUrl(2, [A, B])}`).searchParams.get('items'))).toEqual([A, B]);
  });
});

describe('linesInScope', () => {
  const lines = [{ cartItemId: A }, { cartItemId: B }];
  it('is the whole cart without items', () => expect(linesInScope(lines, [])).toEqual(lines));
  it('is only the chosen lines with items', () =>
    expect(linesInScope(lines, [B])).toEqual([{ cartItemId: B }]));
  it('ignores ids that are no longer in the cart', () => expect(linesInScope(lines, ['x'])).toEqual([]));
});

describe('gateStep', () => {
  it('shows step 1 to everyone', () => {
    expect(gateStep({ step: 1, items: [], loggedIn: false, deliveryChosen: false })).toEqual({
      kind: 'show',
      step: 1,
    });
  });
  it('sends visitors at step 2 or 3 to log in and come back to the same step', () => {
    expect(gateStep({ step: 2, items: [], loggedIn: false, deliveryChosen: false })).toEqual({
      kind: 'login',
      referrer: '/cart?step=2',
    });
    expect(gateStep({ step: 3, items: [A], loggedIn: false, deliveryChosen: true })).toEqual({
      kind: 'login',
      referrer: `/cart?step=3&items=${A}`,
    });
  });
  it('sends step 3 back to step 2 until the delivery is chosen', () => {
    expect(gateStep({ step: 3, items: [], loggedIn: true, deliveryChosen: false })).toEqual({
      kind: 'redirect',
      step: 2,
    });
    expect(gateStep({ step: 3, items: [], loggedIn: true, deliveryChosen: true })).toEqual({
      kind: 'show',
      step: 3,
    });
    expect(gateStep({ step: 2, items: [], loggedIn: true, deliveryChosen: false })).toEqual({
      kind: 'show',
      step: 2,
    });
  });
});
