import { m } from '@upahar/contract/messages';
import { addDays, isIsoDate, KATHMANDU_OFFSET_MINUTES, utcMidnightMs } from './dates.ts';
import { currentLocale, type Locale } from './locale.ts';
import { localDigits } from './number-format.ts';

// The words of a delivery day ("Today", "Tomorrow", "Tue 1 Dec"), apart from the rest of the
// shop's date formatting (date-format.ts), which builds on them: a product card shows nothing but
// such a day, so a listing page carries these few names rather than every style of date.

export type DateLocale = Locale;

export type DayNames = {
  monthsShort: readonly string[];
  weekdaysShort: readonly string[];
  today: string;
  tomorrow: string;
};

// A language's names come from its texts (contract/i18n/date.json), so a page built for one
// language carries only that language's names.
const cache = new Map<Locale, DayNames>();

/** The short names of days and months in a language, the page's or the request's by default. */
export function dayNames(locale: Locale = currentLocale()): DayNames {
  let names = cache.get(locale);
  if (!names) {
    const o = { locale };
    names = {
      monthsShort: m.date_months_short({}, o).split('|'),
      weekdaysShort: m.date_weekdays_short({}, o).split('|'),
      today: m.date_today({}, o),
      tomorrow: m.date_tomorrow({}, o),
    };
    cache.set(locale, names);
  }
  return names;
}

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
  const locale = o.locale ?? currentLocale();
  const names = dayNames(locale);
  if (date === today) return names.today;
  if (date === addDays(today, 1)) return names.tomorrow;
  const day = date.trim();
  if (!isIsoDate(day)) return date;
  const d = new Date(utcMidnightMs(day));
  const now = o.now === undefined ? Date.now() : typeof o.now === 'number' ? o.now : o.now.getTime();
  return localDigits(
    shortDay(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), kathmanduYear(now), names),
    locale,
  );
}
