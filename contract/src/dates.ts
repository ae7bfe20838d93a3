// Delivery dates are computed in Asia/Kathmandu. Nepal keeps UTC+5:45 all year
// (no daylight saving since 1986), so a fixed offset is exact and needs no time-zone database.
export const KATHMANDU_OFFSET_MINUTES = 5 * 60 + 45;
const OFFSET_MS = KATHMANDU_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The calendar date in Kathmandu at the instant `now`, as YYYY-MM-DD. */
export const todayInKathmandu = (now: Date = new Date()): string =>
  new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Minutes since midnight on Kathmandu's wall clock at the instant `now` (0 to 1439). */
export function kathmanduMinutes(now: Date = new Date()): number {
  const local = new Date(now.getTime() + OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** Midnight UTC of `date` (YYYY-MM-DD), in milliseconds: dates as numbers, for arithmetic. */
export const utcMidnightMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** kathmanduInstant in milliseconds, the date given as its utcMidnightMs. */
export const kathmanduInstantMs = (dateMs: number, hour = 0, minute = 0): number =>
  dateMs + (hour * 60 + minute) * 60_000 - OFFSET_MS;

/** The instant at which Kathmandu's clock shows `date` `hour`:`minute`. */
export const kathmanduInstant = (date: string, hour = 0, minute = 0): Date =>
  new Date(kathmanduInstantMs(utcMidnightMs(date), hour, minute));

/** `date` plus `days` calendar days (negative goes back). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day of the week in Kathmandu at the instant `now`: 0 for Sunday, as the week runs in Nepal. */
export const kathmanduWeekday = (now: Date = new Date()): number =>
  new Date(now.getTime() + OFFSET_MS).getUTCDay();
