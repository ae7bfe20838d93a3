import { currentLocale, type Locale } from './locale.ts';

// Numbers as Nepal writes them, in both languages: the last three digits, then groups of two
// (1,00,000 for a lakh, 1,00,00,000 for a crore), with Devanagari digits in Nepali (१,००,०००).
// Worked out here rather than by the platform's locale data, so the server's HTML and every
// browser print the same characters.

const DEVANAGARI = '०१२३४५६७८९';

/** Text with its ASCII digits written in the language's digits (Devanagari in Nepali). */
export const localDigits = (text: string, locale: Locale = currentLocale()): string =>
  locale === 'ne' ? text.replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)]) : text;

/** Whole-number digits ("1234567") grouped the Nepali way: "12,34,567". */
export const groupDigits = (whole: string): string => whole.replace(/\B(?=(?:\d\d)*\d{3}$)/g, ',');

export type NumberFormatOptions = {
  /** The page's or the request's language unless given. */
  locale?: Locale;
  /** Digits after the point, always written (2 gives "10.50"); 0 when not given. */
  decimals?: number;
};

/**
 * A number as people read it: "1,00,000", "12,34,567.50", "-1,500"; "१,००,०००" in Nepali. A value
 * that is not a finite number gives "0".
 */
export function formatNumber(n: number, o: NumberFormatOptions = {}): string {
  const decimals = Math.max(0, Math.min(6, Math.floor(o.decimals ?? 0)));
  const value = Number.isFinite(n) ? n : 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  // A value that rounds to zero is written without a sign ("0", not "-0").
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return localDigits(`${sign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`, o.locale);
}
