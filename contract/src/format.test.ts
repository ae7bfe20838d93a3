import { describe, expect, it } from 'vitest';
import { formatCount, formatCountdown } from './format.ts';

describe('formatCount', () => {
  it('abbreviates with K, M, B and T, one decimal, never rounding up', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1250)).toBe('1.2K');
    expect(formatCount(1999)).toBe('1.9K');
    expect(formatCount(250_000)).toBe('250K');
    expect(formatCount(3_400_000)).toBe('3.4M');
    expect(formatCount(7_000_000_000)).toBe('7B');
    expect(formatCount(2_500_000_000_000)).toBe('2.5T');
    expect(formatCount(-1500)).toBe('-1.5K');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatCountdown', () => {
  const D = 86_400;
  it('shows at most 3 units, months of 30 days', () => {
    expect(formatCountdown(45 * D + 5 * 3600 + 7 * 60)).toBe('1 month 15 days 5 hours');
    expect(formatCountdown(30 * D)).toBe('1 month');
    expect(formatCountdown(D + 61)).toBe('1 day 1 minute 1 second');
    expect(formatCountdown(3661, 2)).toBe('1 hour 1 minute');
  });
  it('never goes below zero', () => {
    expect(formatCountdown(-5)).toBe('0 seconds');
  });
});
