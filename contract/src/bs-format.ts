import { toBikramSambat } from './bikram-sambat.ts';
import { isIsoDate } from './dates.ts';
import { currentLocale, type Locale } from './locale.ts';
import { localDigits } from './number-format.ts';

// A day in the two calendars a Nepali shopper counts in. Where a date matters to a shopper (the
// delivery day, an order's steps, a contest's or a campaign's days) the shop shows both, the
// reader's own language first: "30 Nov 2026 (Mangsir 14, 2083)" in English, "मंसिर १४, २०८३
// (30 Nov 2026)" in Nepali.

/** The Bikram Sambat months, Baisakh first, as each language writes them. */
export const BS_MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Ashwin',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

/**
 * "Mangsir 14, 2083" or "मंसिर १४, २०८३" for a Gregorian day, "Mangsir 14" without the year;
 * "" outside the calendar's table.
 */
export function formatBsDate(isoDate: string, locale: Locale = currentLocale(), withYear = true): string {
  const bs = toBikramSambat(isoDate);
  if (!bs) return '';
  const day = `${BS_MONTHS[locale][bs.month - 1]} ${bs.day}`;
  return localDigits(withYear ? `${day}, ${bs.year}` : day, locale);
}

// Beside a Bikram Sambat day, the Gregorian one is written in English in both languages, as
// Nepali papers and calendars print it.
const GREGORIAN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "30 Nov 2026" for "2026-11-30", in either language. */
export function gregorianDay(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${GREGORIAN_MONTHS[month - 1]} ${year}`;
}

/**
 * A day in both calendars, the reader's first: "30 Nov 2026 (Mangsir 14, 2083)" in English,
 * "मंसिर १४, २०८३ (30 Nov 2026)" in Nepali. A day outside the Bikram Sambat table is given in
 * the Gregorian calendar alone.
 */
export function formatBothCalendars(isoDate: string, locale: Locale = currentLocale()): string {
  const bs = formatBsDate(isoDate, locale);
  const ad = gregorianDay(isoDate);
  if (!bs) return ad;
  return locale === 'ne' ? `${bs} (${ad})` : `${ad} (${bs})`;
}

/**
 * Two days as one Bikram Sambat span, written once where they share it: "Mangsir 6–12, 2083",
 * "Mangsir 28 – Poush 4, 2083", "Chaitra 28, 2082 – Baisakh 3, 2083"; "" when either day is
 * outside the table.
 */
export function formatBsRange(startIso: string, endIso: string, locale: Locale = currentLocale()): string {
  const a = toBikramSambat(startIso);
  const b = toBikramSambat(endIso);
  if (!a || !b) return '';
  const months = BS_MONTHS[locale];
  let text: string;
  if (a.year !== b.year)
    text = `${months[a.month - 1]} ${a.day}, ${a.year} – ${months[b.month - 1]} ${b.day}, ${b.year}`;
  else if (a.month !== b.month)
    text = `${months[a.month - 1]} ${a.day} – ${months[b.month - 1]} ${b.day}, ${b.year}`;
  else if (a.day !== b.day) text = `${months[a.month - 1]} ${a.day}–${b.day}, ${b.year}`;
  else text = `${months[a.month - 1]} ${a.day}, ${a.year}`;
  return localDigits(text, locale);
}
