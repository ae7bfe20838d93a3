import { DAY_MS, isIsoDate, utcMidnightMs } from './dates.ts';

// Bikram Sambat, the calendar Nepal lives by: its months have 29 to 32 days, decided each year
// by the calendar committee, so no formula gives them and a table does. The table below holds
// the years 2000 to 2090 BS (14 April 1943 to 13 April 2034), twelve digits per year, each a
// month's length minus 29, Baisakh first. It follows the published calendars as collected by the
// opensource-nepal project's nepali-datetime package (2.0.0); years past the latest published
// calendar are that project's projection and may move by a day when the committee publishes
// them, which is a change to this one string. Tests check it against known dates.

const MONTH_DAYS =
  '132321110102223222101011223321101011232321110012132321110102223222101011223321101011232321110012222322011002223222101011223321101011232321110012222322011011223222101011223321101011232321110012222322011011223222101011232321101011232321110102222322101011223222101011232321110011232321110102222322101011223222101011232321110012132321110102223222101011223231101011232321110012132321110102223222101011223321101011232321110012132322011002223222101011223321101011232321110012222322011011223222101011223321101011232321110012222322011011223222101011232321101011232321110012222322101011223222101011232321110011232321110102222322101011223222101011232321110011232321110102223222101011223231101011232321110012132321110102223222101011223321101011232321110012132322010102223222101011223321101011232321110012222322011002223222101011223321101011232321110012222322011011223222101011232321101011232321110012222322101011223222101011232321110011232321110102222322101011223222101011232321110011232321110102223222101011223222101011232321110012132321110102223222101011223321101011232321110012132321110102223222101011';

/** The first and last years the table covers. */
export const BS_FIRST_YEAR = 2000;
export const BS_LAST_YEAR = 2090;
/** 1 Baisakh 2000 BS, in days since 1970-01-01. */
const EPOCH_DAY = Date.UTC(1943, 3, 14) / DAY_MS;

/** A day on the Bikram Sambat calendar; month 1 is Baisakh, 12 is Chaitra. */
export type BsDate = { year: number; month: number; day: number };

/** The days of a month of the table's years, or null outside them. */
export function bsMonthDays(year: number, month: number): number | null {
  if (!Number.isInteger(year) || !Number.isInteger(month)) return null;
  if (year < BS_FIRST_YEAR || year > BS_LAST_YEAR || month < 1 || month > 12) return null;
  return 29 + Number(MONTH_DAYS[(year - BS_FIRST_YEAR) * 12 + month - 1]);
}

// Days from 1 Baisakh 2000 to 1 Baisakh of each year, worked out once when first needed.
let yearStarts: number[] | null = null;
function startOfYear(year: number): number {
  if (!yearStarts) {
    yearStarts = [0];
    for (let i = 0; i < BS_LAST_YEAR - BS_FIRST_YEAR + 1; i++) {
      let days = 0;
      for (let m = 0; m < 12; m++) days += 29 + Number(MONTH_DAYS[i * 12 + m]);
      yearStarts.push(yearStarts[i] + days);
    }
  }
  return yearStarts[year - BS_FIRST_YEAR];
}

/** A Gregorian day ("2026-11-30") on the Bikram Sambat calendar; null outside the table or not a day. */
export function toBikramSambat(isoDate: string): BsDate | null {
  if (!isIsoDate(isoDate)) return null;
  let days = utcMidnightMs(isoDate) / DAY_MS - EPOCH_DAY;
  if (days < 0 || days >= startOfYear(BS_LAST_YEAR + 1)) return null;
  let year = BS_FIRST_YEAR;
  while (startOfYear(year + 1) <= days) year++;
  days -= startOfYear(year);
  let month = 1;
  for (let len = bsMonthDays(year, month) ?? 0; days >= len; len = bsMonthDays(year, month) ?? 0) {
    days -= len;
    month++;
  }
  return { year, month, day: days + 1 };
}

/** A Bikram Sambat day as a Gregorian one ("2026-11-30"); null when there is no such day in the table. */
export function fromBikramSambat({ year, month, day }: BsDate): string | null {
  const len = bsMonthDays(year, month);
  if (len === null || !Number.isInteger(day) || day < 1 || day > len) return null;
  let days = startOfYear(year) + day - 1;
  for (let m = 1; m < month; m++) days += bsMonthDays(year, m) ?? 0;
  return new Date((EPOCH_DAY + days) * DAY_MS).toISOString().slice(0, 10);
}
