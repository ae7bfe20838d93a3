import { addDays, isIsoDate, KATHMANDU_OFFSET_MINUTES, utcMidnightMs } from './dates.ts';

// The words of a delivery day ("Today", "Tomorrow", "Tue 1 Dec"), apart from the rest of the
// shop's date formatting (date-format.ts), which builds on them: a product card shows nothing but
// such a day, so a listing page carries these few names rather than every style of date.

export type DateLocale = 'en';

export type DayNames = {
  monthsShort: readonly string[];
  weekdaysShort: readonly string[];
  today: string;
  tomorrow: string;
};

export const DAY_NAMES: Record<DateLocale, DayNames> = {
  en: {
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    today: 'Today',
    tomorrow: 'Tomorrow',
  },
};

/** The year on Kathmandu's calendar at `nowMs`. */
export const kathmanduYear = (nowMs: number) =>
  new Date(nowMs + KATHMANDU_OFFSET_MINUTES * 60_000).getUTCFullYear();

/** "Sat 5 Dec", with the year when it is not `thisYear` ("Fri 5 Dec 2025"). */
export function shortDay(
  year: number,
  month: number,
  day: number,
  weekday: number,
  thisYear: number,
  names: DayNames,
): string {
  return `${names.weekdaysShort[weekday]} ${day} ${names.monthsShort[month]}${year === thisYear ? '' : ` ${year}`}`;
}

/**
 * "Today", "Tomorrow" or "Tue 1 Dec": a delivery day (YYYY-MM-DD) as a shopper thinks of it, from
 * `today`; anything that is not such a day comes back as it is.
 */
export function relativeDay(
  date: string,
  today: string,
  o: { locale?: DateLocale; now?: Date | number } = {},
): string {
  const names = DAY_NAMES[o.locale ?? 'en'];
  if (date === today) return names.today;
  if (date === addDays(today, 1)) return names.tomorrow;
  const day = date.trim();
  if (!isIsoDate(day)) return date;
  const d = new Date(utcMidnightMs(day));
  const now = o.now === undefined ? Date.now() : typeof o.now === 'number' ? o.now : o.now.getTime();
  return shortDay(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCDay(),
    kathmanduYear(now),
    names,
  );
}
