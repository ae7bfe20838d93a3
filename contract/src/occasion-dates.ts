import { bsMonthDays, fromBikramSambat, toBikramSambat } from './bikram-sambat.ts';
import { daysBetween } from './dates.ts';

// Occasions recur on their own calendar: a birthday kept in Bikram Sambat falls on its BS month
// and day every year, which is a different Gregorian day each year. Some days do not exist every
// year, so they fall on the last day the month has that year: BS months run 29 to 32 days (a
// "Shrawan 32" birthday is on Shrawan 31 in a year whose Shrawan has 31), and 29 February is
// kept on 28 February outside leap years.

export type OccasionCalendar = 'bs' | 'ad';
/** A day of the year on one calendar; month 1 is Baisakh (BS) or January (AD). */
export type OccasionDay = { calendar: OccasionCalendar; month: number; day: number };

/** The most days a month can have on each calendar, in any year. */
export const maxDayOfMonth = (calendar: OccasionCalendar, month: number): number =>
  calendar === 'bs' ? 32 : ([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0);

const adMonthDays = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The Gregorian day the occasion falls on in `year` of its own calendar; null outside the BS table. */
export function occasionInYear(o: OccasionDay, year: number): string | null {
  if (o.calendar === 'ad') {
    const day = Math.min(o.day, adMonthDays(year, o.month));
    return `${year}-${pad(o.month)}-${pad(day)}`;
  }
  const len = bsMonthDays(year, o.month);
  if (len === null) return null;
  return fromBikramSambat({ year, month: o.month, day: Math.min(o.day, len) });
}

/**
 * The next day (YYYY-MM-DD, Gregorian) the occasion falls on, `today` included; null when it is
 * past the end of the Bikram Sambat table.
 */
export function nextOccurrence(o: OccasionDay, today: string): string | null {
  const year = o.calendar === 'ad' ? Number(today.slice(0, 4)) : toBikramSambat(today)?.year;
  if (year === undefined) return null;
  for (const y of [year, year + 1]) {
    const date = occasionInYear(o, y);
    if (date !== null && date >= today) return date;
  }
  return null;
}

export type Occurrence = { date: string; inDays: number };

/** The next occurrence with how many days away it is (0: today). */
export function upcoming(o: OccasionDay, today: string): Occurrence | null {
  const date = nextOccurrence(o, today);
  return date === null ? null : { date, inDays: daysBetween(today, date) };
}

/**
 * Whether a reminder sent `daysBefore` days ahead is due today: the occasion is at most that many
 * days away. A reminder saved late (two days before, asking for five) still goes out once.
 */
export function reminderDue(o: OccasionDay & { daysBefore: number }, today: string): Occurrence | null {
  const next = upcoming(o, today);
  return next && next.inDays <= o.daysBefore ? next : null;
}
