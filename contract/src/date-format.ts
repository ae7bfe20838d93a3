import { m } from '@upahar/contract/messages';
import { formatBsDate, formatBsRange } from './bs-format.ts';
import { KATHMANDU_OFFSET_MINUTES } from './dates.ts';
import { type DateLocale, type DayNames, dayNames, kathmanduYear, shortDay } from './day-names.ts';
import { currentLocale } from './locale.ts';
import { localDigits } from './number-format.ts';

// Every date and time the shop shows to people is written here, in Asia/Kathmandu, so a page, an
// e-mail and a message never mix "2026-12-05" with "Sat 5 Dec" or "08:38" with "8:44 am".
// The text is worked out from Nepal's fixed offset and the names below rather than the platform's
// locale data, so the server's HTML and every browser print the same thing.
//
// Dates are written in the language being written in (the page's, or on the server the request's
// or recipient's), with Devanagari digits in Nepali; `locale` overrides it. The Gregorian
// calendar comes first in both languages, with the Bikram Sambat day beside it where asked for
// (`bs`). The words of a delivery day alone, which product cards show, are in day-names.ts.

export type { DateLocale } from './day-names.ts';

/**
 * - day: "Sat 5 Dec", with the year when it is not this year ("Fri 5 Dec 2025")
 * - date-long: "5 December 2026"
 * - month-year: "December 2026"
 * - weekday: "Saturday"
 * - time: "8:44 am", "8 am" on the hour
 * - date-time: "Sat 5 Dec, 8:44 am", with the year when it is not this year
 * - relative: "just now", "12 min ago", "3 h ago" within a day, then as date-time
 */
export type DateStyle = 'day' | 'date-long' | 'month-year' | 'weekday' | 'time' | 'date-time' | 'relative';

export type DateFormatOptions = {
  locale?: DateLocale;
  /** The moment "this year" and "ago" are measured from; now unless given (tests, the server's clock). */
  now?: Date | number;
  /**
   * Also the day on the Bikram Sambat calendar, for the dates that matter to a shopper (delivery
   * days, an order's steps, a contest's days): "Mon 30 Nov (Mangsir 14)", "30 November 2026
   * (Mangsir 14, 2083)". Its year shows when the Gregorian one does.
   */
  bs?: boolean;
};

/** A value to show: an instant (ISO text, Date or milliseconds), a day "2026-12-05" or a clock time "08:30". */
export type DateValue = string | Date | number;

type Words = DayNames & {
  months: readonly string[];
  weekdays: readonly string[];
  am: string;
  pm: string;
  justNow: string;
  minutesAgo: (n: number) => string;
  hoursAgo: (n: number) => string;
};

// A language's words come from its texts (contract/i18n/date.json): a page built for one
// language carries only its own.
const wordsCache = new Map<DateLocale, Words>();

function wordsIn(locale: DateLocale): Words {
  let w = wordsCache.get(locale);
  if (!w) {
    const o = { locale };
    w = {
      ...dayNames(locale),
      months: m.date_months({}, o).split('|'),
      weekdays: m.date_weekdays({}, o).split('|'),
      am: m.date_am({}, o),
      pm: m.date_pm({}, o),
      justNow: m.date_just_now({}, o),
      minutesAgo: (n) => m.date_minutes_ago({ n }, o),
      hoursAgo: (n) => m.date_hours_ago({ n }, o),
    };
    wordsCache.set(locale, w);
  }
  return w;
}

const OFFSET_MS = KATHMANDU_OFFSET_MINUTES * 60_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_RE = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The Kathmandu wall clock of a value; `at` is the instant, null for a day or a bare clock time. */
type Parts = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  at: number | null;
  hasDate: boolean;
};

function wallClock(ms: number): Parts {
  const d = new Date(ms + OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    at: ms,
    hasDate: true,
  };
}

function partsOf(value: DateValue): Parts | null {
  if (typeof value === 'string') {
    const text = value.trim();
    const day = DAY_RE.exec(text);
    if (day) {
      const d = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) return null;
      return {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth(),
        day: d.getUTCDate(),
        weekday: d.getUTCDay(),
        hour: 0,
        minute: 0,
        at: null,
        hasDate: true,
      };
    }
    const clock = CLOCK_RE.exec(text);
    if (clock) {
      const hour = Number(clock[1]);
      const minute = Number(clock[2]);
      if (hour > 24 || minute > 59) return null;
      return { year: 0, month: 0, day: 0, weekday: 0, hour: hour % 24, minute, at: null, hasDate: false };
    }
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : wallClock(ms);
  }
  const ms = typeof value === 'number' ? value : value.getTime();
  return Number.isFinite(ms) ? wallClock(ms) : null;
}

const nowMs = (o: DateFormatOptions) =>
  o.now === undefined ? Date.now() : typeof o.now === 'number' ? o.now : o.now.getTime();
const thisYear = (o: DateFormatOptions) => kathmanduYear(nowMs(o));
const localeOf = (o: DateFormatOptions): DateLocale => o.locale ?? currentLocale();
const wordsOf = (o: DateFormatOptions) => wordsIn(localeOf(o));

/** "8:44 am", "8 am", "12 pm" for noon and "12 am" for midnight. */
function clockText(hour: number, minute: number, w: Words, withPeriod = true): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  const m = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  return withPeriod ? `${h}${m} ${hour < 12 ? w.am : w.pm}` : `${h}${m}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

const isoDay = (p: Parts) => `${p.year}-${pad2(p.month + 1)}-${pad2(p.day)}`;

/** " (Mangsir 14)" or " (Mangsir 14, 2083)" when asked for (`o.bs`), else "". */
function bsText(p: Parts, withYear: boolean, o: DateFormatOptions): string {
  if (!o.bs) return '';
  const bs = formatBsDate(isoDay(p), localeOf(o), withYear);
  return bs ? ` (${bs})` : '';
}

function dayText(p: Parts, w: Words, o: DateFormatOptions): string {
  const year = thisYear(o);
  return `${shortDay(p.year, p.month, p.day, p.weekday, year, w)}${bsText(p, p.year !== year, o)}`;
}

/**
 * A date or time as people read it, in one of the shop's styles (see DateStyle). Something that
 * is not a date gives "" rather than "Invalid Date"; a clock time ("14:30") only has a time.
 */
export const formatDate = (value: DateValue, style: DateStyle = 'day', o: DateFormatOptions = {}): string =>
  localDigits(dateText(value, style, o), localeOf(o));

function dateText(value: DateValue, style: DateStyle, o: DateFormatOptions): string {
  const p = partsOf(value);
  if (!p) return '';
  const w = wordsOf(o);
  if (style === 'time') return clockText(p.hour, p.minute, w);
  if (!p.hasDate) return '';
  switch (style) {
    case 'day':
      return dayText(p, w, o);
    case 'date-long':
      return `${p.day} ${w.months[p.month]} ${p.year}${bsText(p, true, o)}`;
    case 'month-year':
      return `${w.months[p.month]} ${p.year}`;
    case 'weekday':
      return w.weekdays[p.weekday];
    case 'date-time':
      return p.at === null ? dayText(p, w, o) : `${dayText(p, w, o)}, ${clockText(p.hour, p.minute, w)}`;
    case 'relative': {
      if (p.at === null) return dayText(p, w, o);
      const ago = nowMs(o) - p.at;
      if (ago >= 0 && ago < MINUTE_MS) return w.justNow;
      if (ago >= 0 && ago < HOUR_MS) return w.minutesAgo(Math.floor(ago / MINUTE_MS));
      if (ago >= 0 && ago < 24 * HOUR_MS) return w.hoursAgo(Math.floor(ago / HOUR_MS));
      return `${dayText(p, w, o)}, ${clockText(p.hour, p.minute, w)}`;
    }
  }
}

/** A day of the week by number, 0 for Sunday: "Saturday", or "Sat" when short. */
export const weekdayName = (index: number, o: DateFormatOptions & { short?: boolean } = {}) =>
  (o.short ? wordsOf(o).weekdaysShort : wordsOf(o).weekdays)[((index % 7) + 7) % 7];

/**
 * Two clock times ("08:00", "10:00") as one span: "8–10 am", "9:30–11 am", and "10 am – 1 pm"
 * or "11 pm – 12:30 am" when the two halves of the day differ.
 */
export const formatTimeRange = (start: string, end: string, o: DateFormatOptions = {}): string =>
  localDigits(timeRangeText(start, end, o), localeOf(o));

function timeRangeText(start: string, end: string, o: DateFormatOptions): string {
  const a = partsOf(start);
  const b = partsOf(end);
  if (!a || !b) return [start, end].filter(Boolean).join('–');
  const w = wordsOf(o);
  const sameHalf = a.hour < 12 === b.hour < 12 && b.hour * 60 + b.minute > a.hour * 60 + a.minute;
  return sameHalf
    ? `${clockText(a.hour, a.minute, w, false)}–${clockText(b.hour, b.minute, w)}`
    : `${clockText(a.hour, a.minute, w)} – ${clockText(b.hour, b.minute, w)}`;
}

const SPAN_RE = /^\s*(\d{1,2}:\d{2}(?::\d{2})?)\s*[–—-]\s*(\d{1,2}:\d{2}(?::\d{2})?)\s*$/;

/**
 * A delivery slot or opening hours kept as text ("08:00–10:00", "08:00-10:00") as people read it:
 * "8–10 am". Text of any other kind is already words and comes back as it is.
 */
export function formatSlot(label: string, o: DateFormatOptions = {}): string {
  const m = SPAN_RE.exec(label);
  return m ? formatTimeRange(m[1], m[2], o) : label;
}

/**
 * Two days as one span, written once where they share it: "22–28 November 2026",
 * "29 November – 5 December 2026", "27 December 2026 – 2 January 2027".
 */
export const formatDateRange = (start: DateValue, end: DateValue, o: DateFormatOptions = {}): string =>
  localDigits(dateRangeText(start, end, o), localeOf(o));

function dateRangeText(start: DateValue, end: DateValue, o: DateFormatOptions): string {
  const a = partsOf(start);
  const b = partsOf(end);
  if (!a?.hasDate || !b?.hasDate)
    return [formatDate(start, 'date-long', o), formatDate(end, 'date-long', o)].join(' – ');
  const w = wordsOf(o);
  const bs = o.bs ? formatBsRange(isoDay(a), isoDay(b), localeOf(o)) : '';
  const also = bs ? ` (${bs})` : '';
  if (a.year !== b.year)
    return `${a.day} ${w.months[a.month]} ${a.year} – ${b.day} ${w.months[b.month]} ${b.year}${also}`;
  if (a.month !== b.month)
    return `${a.day} ${w.months[a.month]} – ${b.day} ${w.months[b.month]} ${b.year}${also}`;
  if (a.day !== b.day) return `${a.day}–${b.day} ${w.months[b.month]} ${b.year}${also}`;
  return formatDate(start, 'date-long', o);
}

/** The days of the week, Sunday first as the week runs in Nepal: "Sunday"…, or "Sun"… when short. */
export const weekdayNames = (o: DateFormatOptions & { short?: boolean } = {}): readonly string[] =>
  o.short ? wordsOf(o).weekdaysShort : wordsOf(o).weekdays;

/** A time of day from its hour (0 to 24, 24 being midnight too) and minute: "3 pm", "9:30 am". */
export const formatTimeOfDay = (hour: number, minute = 0, o: DateFormatOptions = {}): string =>
  localDigits(clockText(((Math.floor(hour) % 24) + 24) % 24, Math.floor(minute), wordsOf(o)), localeOf(o));

/** A wall-clock time written "HH:MM" (or "HH:MM:SS") in the shop's style; anything else as it is. */
export const formatClock = (hhmm: string, o: DateFormatOptions = {}): string =>
  formatDate(hhmm, 'time', o) || hhmm;

/** "Tue 1 Dec" for a YYYY-MM-DD day (the year when it is not this year); anything else as it is. */
export const formatWeekdayDate = (date: string, o: DateFormatOptions = {}): string =>
  formatDate(date, 'day', o) || date;
