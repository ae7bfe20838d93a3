import { describe, expect, it } from 'vitest';
import { formatNumber, groupDigits, localDigits } from './number-format.ts';

describe('numbers as Nepal writes them', () => {
  it('groups the last three digits, then twos', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('100000')).toBe('1,00,000');
    expect(groupDigits('1234567')).toBe('12,34,567');
    expect(groupDigits('100000000')).toBe('10,00,00,000');
  });

  it('writes decimals, signs and odd values plainly', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1_00_000)).toBe('1,00,000');
    expect(formatNumber(1_00_00_000)).toBe('1,00,00,000');
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1,234.50');
    expect(formatNumber(-1500)).toBe('-1,500');
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0.00');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('uses Devanagari digits in Nepali, and leaves other text as it is', () => {
    expect(formatNumber(1_00_000, { locale: 'ne' })).toBe('१,००,०००');
    expect(formatNumber(-12.5, { locale: 'ne', decimals: 2 })).toBe('-१२.५०');
    expect(localDigits('Mangsir 14, 2083', 'ne')).toBe('Mangsir १४, २०८३');
    expect(localDigits('2083')).toBe('2083');
  });
});
