import { describe, expect, it } from 'vitest';
import { orderWords, productKind, productWords } from './product-words.ts';

describe('words by kind of product', () => {
  it('tells cakes, flowers, gifts and the rest apart', () => {
    expect(productKind('cake', 'cake')).toBe('cake');
    expect(productKind('product', 'flowers')).toBe('flowers');
    expect(productKind('product', 'personalised')).toBe('gift');
    expect(productKind('product', null)).toBe('gift');
    expect(productKind('donation', 'donations')).toBe('other');
    expect(productKind('product', 'automobiles')).toBe('other');
  });

  it('never bakes flowers', () => {
    expect(productWords('flowers').madeForYou).toBe('Freshly arranged for you');
    expect(productWords('flowers').this).toBe('these flowers');
    expect(productWords('cake').madeForYou).toBe('Freshly baked for you');
    for (const kind of ['flowers', 'gift', 'other'] as const) {
      const w = Object.values(productWords(kind)).join(' ');
      expect(w, kind).not.toMatch(/cake|bak/i);
    }
  });

  it('words an order by its lines: one kind keeps its words, a mix gets the shop’s', () => {
    expect(orderWords(['cake', 'cake']).onIt).toBe('Our bakers are on it');
    expect(orderWords(['cake', 'cake']).place).toBe('the bakery');
    expect(orderWords(['flowers']).onIt).toBe('Our florists are on it');
    const mixed = orderWords(['cake', 'flowers', 'gift']);
    expect(mixed.onIt).toBe('Our bakers, florists and gift makers are on it');
    expect(mixed.place).toBe('the shop');
    expect(mixed.noun).toBe('order');
    expect(mixed.hasCake).toBe(true);
    expect(mixed.onlyCakes).toBe(false);
    expect(orderWords(['other']).onIt).toBe('We are on it');
  });
});
