import { describe, expect, it } from 'vitest';
import { allocate, splitMoney } from './split-parts.ts';

describe('allocate', () => {
  it('splits in proportion and hands the left-over paisa to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 1])).toEqual([8, 2]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
  it('gives everything to the first when no weight counts', () => {
    expect(allocate(250, [0, 0])).toEqual([250, 0]);
  });
});

describe('splitMoney', () => {
  const lines = [
    { storeId: 7, total: 200_000 },
    { storeId: 9, total: 100_000 },
    { storeId: 7, total: 50_000 },
    { storeId: 9, total: 0 },
  ];

  it('makes one part per store, lettered by first line, adding up to the order', () => {
    const parts = splitMoney({
      lines,
      discount: 10_001,
      discountBase: new Map(),
      deliveryCharge: 15_000,
      methodCharge: 5_001,
      credit: 33_333,
    });
    expect(parts.map((p) => [p.storeId, p.letter, p.subtotal])).toEqual([
      [7, 'A', 250_000],
      [9, 'B', 100_000],
    ]);
    const sum = (k: 'discount' | 'deliveryCharge' | 'methodCharge' | 'credit' | 'total') =>
      parts.reduce((a, p) => a + p[k], 0);
    expect([sum('discount'), sum('deliveryCharge'), sum('methodCharge'), sum('credit')]).toEqual([
      10_001, 15_000, 5_001, 33_333,
    ]);
    expect(sum('total')).toBe(350_000 - 10_001 + 15_000 + 5_001 - 33_333);
    // No store's coupon: the shop pays for the whole discount.
    expect(parts.map((p) => p.storeDiscount)).toEqual([0, 0]);
    for (const p of parts)
      expect(p.total).toBe(p.subtotal - p.discount + p.deliveryCharge + p.methodCharge - p.credit);
  });

  it('puts a store coupon’s discount on that store’s part only', () => {
    const [a, b] = splitMoney({
      lines,
      discount: 10_000,
      discountBase: new Map([[9, 100_000]]),
      discountStoreId: 9,
      deliveryCharge: 0,
      methodCharge: 0,
      credit: 0,
    });
    expect([a.discount, b.discount]).toEqual([0, 10_000]);
    // The store pays for its own coupon.
    expect([a.storeDiscount, b.storeDiscount]).toEqual([0, 10_000]);
  });

  it('never takes a part below zero when credit pays everything', () => {
    const parts = splitMoney({
      lines: [
        { storeId: 1, total: 1 },
        { storeId: 2, total: 99_999 },
        { storeId: 3, total: 0 },
      ],
      discount: 0,
      discountBase: new Map(),
      deliveryCharge: 7,
      methodCharge: 0,
      credit: 100_007,
    });
    expect(parts.map((p) => p.total)).toEqual([0, 0, 0]);
  });
});
