import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown-format.ts';
import { formatCount, possessive } from './format.ts';

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
  const H = 3_600;
  const D = 24 * H;
  it('shows months of 30 days, days and hours, never minutes or seconds', () => {
    expect(formatCountdown(45 * D + 5 * H + 7 * 60 + 9)).toBe('1 month 15 days 5 hours');
    expect(formatCountdown(9 * D + 23 * H + 57 * 60 + 12)).toBe('9 days 23 hours');
    expect(formatCountdown(2 * 30 * D + 3 * H)).toBe('2 months 3 hours');
    expect(formatCountdown(D + 61)).toBe('1 day');
    expect(formatCountdown(H + 59 * 60 + 59)).toBe('1 hour');
  });
  it('turns at exactly 30 days from days to a month', () => {
    expect(formatCountdown(30 * D)).toBe('1 month');
    expect(formatCountdown(30 * D - 1)).toBe('29 days 23 hours');
    expect(formatCountdown(30 * D + 1)).toBe('1 month');
  });
  it('is a clock of minutes and seconds in the last hour', () => {
    expect(formatCountdown(H)).toBe('1 hour');
    expect(formatCountdown(H - 1)).toBe('59:59');
    expect(formatCountdown(42 * 60 + 7)).toBe('42:07');
    expect(formatCountdown(5.9)).toBe('0:05');
  });
  it('shows 0:00 at the moment and after it, whatever it is given', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(-40 * D)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});

describe('possessive', () => {
  it('adds an apostrophe alone after a final s', () => {
    expect(possessive('Sita Shrestha')).toBe("Sita Shrestha's");
    expect(possessive('Home Bakes')).toBe("Home Bakes'");
    expect(possessive(' Annapurna Bakers ')).toBe("Annapurna Bakers'");
  });
});
