import { describe, expect, it } from 'vitest';
import { formatPrice, toPaisa } from './money.ts';

describe('formatPrice', () => {
  it('shows NPR with the rupee sign and Indian digit grouping by default', () => {
    expect(formatPrice(150_000)).toBe('\u20A8 1,500');
    // 99,999.99 rupees rounds to whole rupees by default.
    expect(formatPrice(9_999_999)).toBe('\u20A8 1,00,000');
    expect(formatPrice(0)).toBe('\u20A8 0');
  });

  it('reads amounts above one lakh in lakh and above one crore in crore', () => {
    expect(formatPrice(toPaisa(100_000))).toBe('\u20A8 1,00,000');
    expect(formatPrice(toPaisa(150_000))).toBe('\u20A8 1.5 lakh');
    expect(formatPrice(toPaisa(2_345_000))).toBe('\u20A8 23.45 lakh');
    expect(formatPrice(toPaisa(10_000_000))).toBe('\u20A8 100 lakh');
    expect(formatPrice(toPaisa(12_000_000))).toBe('\u20A8 1.2 crore');
  });

  it('converts with the stored factor and keeps `round` decimals', () => {
    expect(formatPrice(toPaisa(1600), { currency: 'INR', factor: 0.625, round: 0 })).toBe('\u20B9 1,000');
    expect(formatPrice(toPaisa(1000), { currency: 'USD', factor: 0.0075, round: 2 })).toBe('$ 7.50');
  });

  it('falls back to NPR when the currency info is empty or broken (its fetch failed)', () => {
    expect(formatPrice(toPaisa(500), {})).toBe('\u20A8 500');
    expect(formatPrice(toPaisa(500), null)).toBe('\u20A8 500');
    expect(formatPrice(toPaisa(500), { currency: '', factor: Number.NaN, round: -1 })).toBe('\u20A8 500');
  });

  it('keeps the sign of negative amounts (refunds)', () => {
    expect(formatPrice(-toPaisa(250))).toBe('-\u20A8 250');
  });
});
