import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isIsoDate,
  kathmanduInstant,
  kathmanduMinutes,
  todayInKathmandu,
} from './dates.ts';

describe('Kathmandu dates (UTC+5:45)', () => {
  it('turns the date over at 18:15 UTC, not at UTC midnight', () => {
    expect(todayInKathmandu(new Date('2026-03-01T18:14:59Z'))).toBe('2026-03-01');
    expect(todayInKathmandu(new Date('2026-03-01T18:15:00Z'))).toBe('2026-03-02');
    // Just after UTC midnight it has long been the next day in Kathmandu.
    expect(todayInKathmandu(new Date('2026-03-02T00:01:00Z'))).toBe('2026-03-02');
    // Year end.
    expect(todayInKathmandu(new Date('2026-12-31T18:15:00Z'))).toBe('2027-01-01');
  });

  it('reads the wall clock', () => {
    expect(kathmanduMinutes(new Date('2026-03-01T18:14:00Z'))).toBe(23 * 60 + 59);
    expect(kathmanduMinutes(new Date('2026-03-01T18:15:00Z'))).toBe(0);
    expect(kathmanduMinutes(new Date('2026-03-01T06:15:00Z'))).toBe(12 * 60);
  });

  it('finds the instant of a Kathmandu wall-clock time', () => {
    expect(kathmanduInstant('2026-03-02', 0, 0).toISOString()).toBe('2026-03-01T18:15:00.000Z');
    expect(kathmanduInstant('2026-03-02', 18).toISOString()).toBe('2026-03-02T12:15:00.000Z');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-05-14')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('14-05-2026')).toBe(false);
    expect(isIsoDate('2026-5-14')).toBe(false);
  });
});
