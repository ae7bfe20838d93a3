import { describe, expect, it } from 'vitest';
import { exactAmount, formatPrice, toPaisa } from './money.ts';

describe('formatPrice', () => {
  it('shows NPR as Rs with Nepali digit grouping by default', () => {
    expect(formatPrice(150_000)).toBe('Rs 1,500');
    // 99,999.99 rupees rounds to whole rupees by default.
    expect(formatPrice(9_999_999)).toBe('Rs 1,00,000');
    expect(formatPrice(0)).toBe('Rs 0');
  });

  it('reads amounts above one lakh in lakh and above one crore in crore', () => {
    expect(formatPrice(toPaisa(100_000))).toBe('Rs 1,00,000');
    expect(formatPrice(toPaisa(150_000))).toBe('Rs 1.5 lakh');
    expect(formatPrice(toPaisa(2_345_000))).toBe('Rs 23.45 lakh');
    expect(formatPrice(toPaisa(10_000_000))).toBe('Rs 100 lakh');
    expect(formatPrice(toPaisa(12_000_000))).toBe('Rs 1.2 crore');
  });

  it('converts with the stored factor and keeps `round` decimals', () => {
    expect(formatPrice(toPaisa(1600), { currency: 'INR', factor: 0.625, round: 0 })).toBe('\u20B9 1,000');
    expect(formatPrice(toPaisa(1000), { currency: 'USD', factor: 0.0075, round: 2 })).toBe('$ 7.50');
  });

  it('falls back to NPR when the currency info is empty or broken (its fetch failed)', () => {
    expect(formatPrice(toPaisa(500), {})).toBe('Rs 500');
    expect(formatPrice(toPaisa(500), null)).toBe('Rs 500');
    expect(formatPrice(toPaisa(500), { currency: '', factor: Number.NaN, round: -1 })).toBe('Rs 500');
  });

  it('keeps the sign of negative amounts (refunds)', () => {
    expect(formatPrice(-toPaisa(250))).toBe('-Rs 250');
  });
});

describe('money in Nepali', () => {
  it('writes रु, Devanagari digits and Nepali grouping', () => {
    expect(formatPrice(0, null, 'ne')).toBe('रु ०');
    expect(formatPrice(toPaisa(100_000), null, 'ne')).toBe('रु १,००,०००');
    expect(formatPrice(toPaisa(99_999), null, 'ne')).toBe('रु ९९,९९९');
    expect(formatPrice(-toPaisa(250), null, 'ne')).toBe('-रु २५०');
  });

  it('reads lakh and crore in Nepali words', () => {
    expect(formatPrice(toPaisa(150_000), null, 'ne')).toBe('रु १.५ लाख');
    expect(formatPrice(toPaisa(25_000_000), null, 'ne')).toBe('रु २.५ करोड');
    expect(formatPrice(toPaisa(30_000_000), null, 'ne')).toBe('रु ३ करोड');
  });
});

describe('exactAmount', () => {
  it('writes amounts to the paisa in both languages', () => {
    expect(exactAmount(0)).toBe('Rs 0.00');
    expect(exactAmount(5)).toBe('Rs 0.05');
    expect(exactAmount(12_345_678)).toBe('Rs 1,23,456.78');
    expect(exactAmount(1_234_567_800)).toBe('Rs 1,23,45,678.00');
    expect(exactAmount(12_345_678, 'ne')).toBe('रु १,२३,४५६.७८');
  });

  it('keeps the sign of refunds, and none on zero', () => {
    expect(exactAmount(-15_000)).toBe('-Rs 150.00');
    expect(exactAmount(-5, 'ne')).toBe('-रु ०.०५');
    expect(exactAmount(-0)).toBe('Rs 0.00');
  });
});
