import { relativeDay } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { deliveredOn, formatDeliveryDay } from './kathmandu-date';

describe('formatDeliveryDay', () => {
  it('words a calendar day, and reads a timestamp in Kathmandu (UTC+05:45)', () => {
    expect(formatDeliveryDay('2025-11-23')).toBe('Sun 23 Nov');
    // 18:30 UTC on 22 Nov is 00:15 on 23 Nov in Kathmandu.
    expect(formatDeliveryDay('2025-11-22T18:30:00Z')).toBe('Sun 23 Nov');
    expect(formatDeliveryDay('not a date')).toBe('not a date');
  });
});

describe('a delivery day from today', () => {
  it('says today and tomorrow in words, other days by name', () => {
    expect(relativeDay('2026-11-29', '2026-11-29')).toBe('Today');
    expect(relativeDay('2026-11-30', '2026-11-29')).toBe('Tomorrow');
    expect(relativeDay('2026-12-01', '2026-11-29')).toBe('Tue 1 Dec');
    // Across the year's end.
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });

  it('words the delivery of the chosen day', () => {
    expect(deliveredOn('2026-11-29', '2026-11-29')).toBe('Delivered today');
    expect(deliveredOn('2026-11-30', '2026-11-29')).toBe('Delivered tomorrow');
    expect(deliveredOn('2026-12-01', '2026-11-29')).toBe('Delivered on Tue 1 Dec');
  });
});
