import { describe, expect, it } from 'vitest';
import { formatClock, formatTimeOfDay, formatWeekdayDate } from './date-format.ts';
import {
  addDays,
  daysBetween,
  isIsoDate,
  kathmanduInstant,
  kathmanduMinutes,
  kathmanduWeekday,
  todayInKathmandu,
} from './dates.ts';
import { relativeDay } from './day-names.ts';

const NOW = { now: new Date('2026-11-29T06:00:00Z') };

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

describe('times of day and weekdays as the shop writes them', () => {
  it('writes hours with am and pm, minutes only when there are some', () => {
    expect(formatTimeOfDay(15)).toBe('3 pm');
    expect(formatTimeOfDay(9, 30)).toBe('9:30 am');
    expect(formatTimeOfDay(12)).toBe('12 pm');
    expect(formatTimeOfDay(0)).toBe('12 am');
    expect(formatTimeOfDay(24)).toBe('12 am');
    expect(formatClock('18:30')).toBe('6:30 pm');
    expect(formatClock('09:00:00')).toBe('9 am');
    expect(formatClock('soon')).toBe('soon');
  });

  it('finds the Kathmandu weekday, which turns over at 18:15 UTC', () => {
    // Sunday 29 November 2026 in Kathmandu until 18:15 UTC.
    expect(kathmanduWeekday(new Date('2026-11-29T18:14:00Z'))).toBe(0);
    expect(kathmanduWeekday(new Date('2026-11-29T18:15:00Z'))).toBe(1);
  });
});

describe('delivery days in words', () => {
  it('names a day by its weekday, date and month, and today and tomorrow in words', () => {
    expect(formatWeekdayDate('2026-12-01', NOW)).toBe('Tue 1 Dec');
    expect(formatWeekdayDate('not a day')).toBe('not a day');
    expect(relativeDay('2026-11-29', '2026-11-29')).toBe('Today');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(relativeDay('2026-12-01', '2026-11-29', NOW)).toBe('Tue 1 Dec');
  });

  it('adds the year to a day of another year, and gives back what is not a day', () => {
    expect(relativeDay('2027-01-05', '2026-12-30', NOW)).toBe('Tue 5 Jan 2027');
    expect(relativeDay('2026-02-30', '2026-01-01', NOW)).toBe('2026-02-30');
    expect(relativeDay('soon', '2026-01-01', NOW)).toBe('soon');
    // The same words as the shop's other days.
    expect(relativeDay('2026-12-24', '2026-11-29', NOW)).toBe(formatWeekdayDate('2026-12-24', NOW));
  });
});
