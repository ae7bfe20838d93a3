// Delivery dates are computed in Asia/Kathmandu. Nepal keeps UTC+5:45 all year
// (no daylight saving since 1986), so a fixed offset is exact and needs no time-zone database.
export const KATHMANDU_OFFSET_MINUTES = 5 * 60 + 45;
const OFFSET_MS = KATHMANDU_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

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

/** The instant at which Kathmandu's clock shows `date` `hour`:`minute`. */
export const kathmanduInstant = (date: string, hour = 0, minute = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000 - OFFSET_MS);

/** `date` plus `days` calendar days (negative goes back). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The day of an instant in Kathmandu as people read it ("11 Jun 2025"). Worked out from the
 * fixed offset rather than the platform's locale data, so the server's HTML and every browser
 * print the same text.
 */
export function formatDay(at: string | Date): string {
  const local = new Date(new Date(at).getTime() + OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** The day of the week in Kathmandu at the instant `now`: 0 for Sunday, as the week runs in Nepal. */
export const kathmanduWeekday = (now: Date = new Date()): number =>
  new Date(now.getTime() + OFFSET_MS).getUTCDay();

/** The days of the week, Sunday first, as the week runs in Nepal. */
export const WEEK_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Short names of the days of the week, Sunday first. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A time of day as the shop writes it everywhere a shopper or a seller reads one: "3 pm",
 * "9:30 am", "12 pm" for noon and "12 am" for midnight. Hours run 0 to 24 (24 is midnight too).
 */
export function formatTimeOfDay(hour: number, minute = 0): string {
  const h = ((Math.floor(hour) % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  const mm = minute > 0 ? `:${String(Math.floor(minute)).padStart(2, '0')}` : '';
  return `${twelve}${mm} ${h < 12 ? 'am' : 'pm'}`;
}

/** formatTimeOfDay of a wall-clock time written "HH:MM" (or "HH:MM:SS"); anything else as it is. */
export function formatClock(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  return m ? formatTimeOfDay(Number(m[1]), Number(m[2])) : hhmm;
}

/** "Tue 1 Dec" for a YYYY-MM-DD day: worked out without locale data, so server and browser agree. */
export function formatWeekdayDate(date: string): string {
  if (!isIsoDate(date)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY_SHORT[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "Today", "Tomorrow" or "Tue 1 Dec": a delivery day as a shopper thinks of it, from `today`. */
export function relativeDay(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatWeekdayDate(date);
}
