import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatSlot, formatTimeRange, weekdayName } from './date-format.ts';

// 10:00 on Wednesday 10 June 2026 in Kathmandu.
const now = new Date('2026-06-10T04:15:00Z');

describe('formatDate', () => {
  it('writes a day with its weekday, and the year only when it is not this year', () => {
    expect(formatDate('2026-12-05', 'day', { now })).toBe('Sat 5 Dec');
    expect(formatDate('2025-12-05', 'day', { now })).toBe('Fri 5 Dec 2025');
    expect(formatDate('2027-01-01', 'day', { now })).toBe('Fri 1 Jan 2027');
  });

  it('reads an instant in Kathmandu, which turns the day over at 18:15 UTC', () => {
    expect(formatDate('2026-12-04T18:14:59Z', 'day', { now })).toBe('Fri 4 Dec');
    expect(formatDate('2026-12-04T18:15:00Z', 'day', { now })).toBe('Sat 5 Dec');
    expect(formatDate(new Date('2025-12-31T18:15:00Z'), 'date-long')).toBe('1 January 2026');
    expect(formatDate(Date.parse('2025-12-31T18:14:00Z'), 'date-long')).toBe('31 December 2025');
  });

  it('never shifts a calendar day by a time zone', () => {
    expect(formatDate('1995-04-14', 'date-long')).toBe('14 April 1995');
    expect(formatDate('2026-03-01', 'month-year')).toBe('March 2026');
    expect(formatDate('2026-12-05', 'weekday')).toBe('Saturday');
  });

  it('writes times on a 12-hour clock, minutes only when there are some', () => {
    expect(formatDate('2026-12-05T03:14:00Z', 'time')).toBe('8:59 am');
    expect(formatDate('2026-12-05T02:59:00Z', 'time')).toBe('8:44 am');
    expect(formatDate('2026-12-05T02:15:00Z', 'time')).toBe('8 am');
    expect(formatDate('12:00', 'time')).toBe('12 pm');
    expect(formatDate('00:30', 'time')).toBe('12:30 am');
    expect(formatDate('08:38:00', 'time')).toBe('8:38 am');
    expect(formatDate('23:05', 'time')).toBe('11:05 pm');
  });

  it('writes a date and time together', () => {
    expect(formatDate('2026-12-05T02:59:00Z', 'date-time', { now })).toBe('Sat 5 Dec, 8:44 am');
    expect(formatDate('2025-12-05T09:15:00Z', 'date-time', { now })).toBe('Fri 5 Dec 2025, 3 pm');
  });

  it('says how long ago within a day, then the date and time', () => {
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(formatDate(at(0.5), 'relative', { now })).toBe('just now');
    expect(formatDate(at(12), 'relative', { now })).toBe('12 min ago');
    expect(formatDate(at(3 * 60 + 5), 'relative', { now })).toBe('3 h ago');
    expect(formatDate(at(25 * 60), 'relative', { now })).toBe('Tue 9 Jun, 9 am');
  });

  it('gives nothing for what is not a date rather than "Invalid Date"', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate('25:00', 'time')).toBe('');
    // A bare clock time has no day to show.
    expect(formatDate('08:00', 'day')).toBe('');
  });
});

describe('times and days as spans', () => {
  it('writes a slot once per half of the day', () => {
    expect(formatTimeRange('08:00', '10:00')).toBe('8–10 am');
    expect(formatTimeRange('09:30:00', '11:00:00')).toBe('9:30–11 am');
    expect(formatTimeRange('13:00', '15:00')).toBe('1–3 pm');
    expect(formatTimeRange('10:00', '13:00')).toBe('10 am – 1 pm');
    expect(formatTimeRange('23:00', '00:30')).toBe('11 pm – 12:30 am');
  });

  it('turns slot labels kept as text into words, and leaves words alone', () => {
    expect(formatSlot('08:00–10:00')).toBe('8–10 am');
    expect(formatSlot('08:00-10:00')).toBe('8–10 am');
    expect(formatSlot('18:00 – 21:00')).toBe('6–9 pm');
    expect(formatSlot('10 am - 1 pm')).toBe('10 am - 1 pm');
    expect(formatSlot('Midnight delivery')).toBe('Midnight delivery');
  });

  it('writes a span of days once where they share a month or year', () => {
    expect(formatDateRange('2026-11-22', '2026-11-28')).toBe('22–28 November 2026');
    expect(formatDateRange('2026-11-29', '2026-12-05')).toBe('29 November – 5 December 2026');
    expect(formatDateRange('2026-12-27', '2027-01-02')).toBe('27 December 2026 – 2 January 2027');
    expect(formatDateRange('2026-12-05', '2026-12-05')).toBe('5 December 2026');
  });

  it('names the days of the week from Sunday', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6, { short: true })).toBe('Sat');
  });
});

describe('dates that matter to a shopper, in both calendars', () => {
  it('adds the Bikram Sambat day, with its year when the Gregorian year shows', () => {
    expect(formatDate('2026-11-30', 'day', { now, bs: true })).toBe('Mon 30 Nov (Mangsir 14)');
    expect(formatDate('2027-01-01', 'day', { now, bs: true })).toBe('Fri 1 Jan 2027 (Poush 17, 2083)');
    expect(formatDate('2026-11-30', 'date-long', { bs: true })).toBe('30 November 2026 (Mangsir 14, 2083)');
    // An instant is read in Kathmandu first: 18:15 UTC is already the next day there.
    expect(formatDate('2026-11-29T18:15:00Z', 'date-time', { now, bs: true })).toBe(
      'Mon 30 Nov (Mangsir 14), 12 am',
    );
  });

  it('writes a span once in each calendar', () => {
    expect(formatDateRange('2026-11-22', '2026-11-28', { bs: true })).toBe(
      '22–28 November 2026 (Mangsir 6–12, 2083)',
    );
    expect(formatDateRange('2026-12-14', '2026-12-20', { bs: true })).toBe(
      '14–20 December 2026 (Mangsir 28 – Poush 5, 2083)',
    );
    expect(formatDateRange('2027-04-10', '2027-04-16', { bs: true })).toBe(
      '10–16 April 2027 (Chaitra 27, 2083 – Baisakh 3, 2084)',
    );
  });

  it('leaves the Bikram Sambat day out where the calendar has none', () => {
    expect(formatDate('2040-01-01', 'date-long', { bs: true })).toBe('1 January 2040');
  });
});

describe('in Nepali', () => {
  const ne = { locale: 'ne' as const, now };

  it('writes days, months and times in Nepali words with Devanagari digits', () => {
    expect(formatDate('2026-11-30', 'day', ne)).toBe('सोम ३० नोभेम्बर');
    expect(formatDate('2026-11-30', 'date-long', ne)).toBe('३० नोभेम्बर २०२६');
    expect(formatDate('2026-11-30', 'day', { ...ne, bs: true })).toBe('सोम ३० नोभेम्बर (मंसिर १४)');
    expect(formatTimeRange('08:00', '10:00', ne)).toBe('८–१० पूर्वाह्न');
    expect(weekdayName(6, ne)).toBe('शनिबार');
    expect(formatDateRange('2026-11-22', '2026-11-28', ne)).toBe('२२–२८ नोभेम्बर २०२६');
  });

  it('says how long ago in Nepali', () => {
    expect(formatDate(new Date(now.getTime() - 5 * 60_000), 'relative', ne)).toBe('५ मिनेट अघि');
  });
});
