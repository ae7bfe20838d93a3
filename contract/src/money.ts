import { CRORE, LAKH } from './constants.ts';
import { currentLocale, type Locale } from './locale.ts';
import { formatNumber } from './number-format.ts';

// Currency info as served by currency-conversion.
export type TCurrencyInfo = { currency: string; factor: number; round: number };

export const DEFAULT_CURRENCY: TCurrencyInfo = { currency: 'NPR', factor: 1, round: 0 };

const SYMBOLS: Record<string, string> = {
  INR: '\u20B9',
  USD: '$',
  EUR: '\u20AC',
  GBP: '\u00A3',
};

/** The rupee as Nepal writes it ("Rs" in English, "रु" in Nepali), then lakh and crore. */
const WORDS: Record<Locale, [rupee: string, lakh: string, crore: string]> = {
  en: ['Rs', 'lakh', 'crore'],
  ne: ['रु', 'लाख', 'करोड'],
};

export const currencySymbol = (currency: string, locale: Locale = currentLocale()) =>
  currency === 'NPR' ? WORDS[locale][0] : (SYMBOLS[currency] ?? currency);

/** "2.50" as "2.5", "3.00" as "3": lakh and crore read without trailing zeros. */
const trimZeros = (s: string) => (s.includes('.') ? s.replace(/\.?[0०]+$/, '') : s);

/**
 * Formats an amount held in paisa (money is integer paisa everywhere).
 * The stored factor converts, `round` is the number of decimals kept,
 * above 1,00,000 the amount reads in lakh and above 1,00,00,000 in crore.
 * An empty or broken currency info (its fetch failed) falls back to NPR.
 */
export function formatPrice(
  paisa: number,
  info?: Partial<TCurrencyInfo> | null,
  locale: Locale = currentLocale(),
): string {
  const currency = info?.currency || DEFAULT_CURRENCY.currency;
  const factor = Number.isFinite(info?.factor) && (info?.factor ?? 0) > 0 ? (info?.factor as number) : 1;
  const round = Number.isInteger(info?.round) && (info?.round ?? -1) >= 0 ? (info?.round as number) : 0;
  const amount = (paisa / 100) * factor;
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const symbol = currencySymbol(currency, locale);
  if (abs > CRORE)
    return `${sign}${symbol} ${trimZeros(formatNumber(abs / CRORE, { decimals: 2, locale }))} ${WORDS[locale][2]}`;
  if (abs > LAKH)
    return `${sign}${symbol} ${trimZeros(formatNumber(abs / LAKH, { decimals: 2, locale }))} ${WORDS[locale][1]}`;
  const text = formatNumber(abs, { decimals: round, locale });
  return `${sign}${symbol} ${text}`;
}

/** Rupees (possibly fractional, from a form) to integer paisa. */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);

/**
 * An amount to the paisa with Nepali digit grouping: "Rs 1,23,456.50", "-Rs 150.00", "रु १,२३,४५६.५०".
 * Not formatPrice: that rounds to whole rupees and shortens to lakh and crore, and statements,
 * balances and refunds have to add up to the paisa.
 */
export function exactAmount(paisa: number, locale: Locale = currentLocale()): string {
  const rounded = Math.round(paisa);
  const text = formatNumber(Math.abs(rounded) / 100, { decimals: 2, locale });
  return `${rounded < 0 ? '-' : ''}${WORDS[locale][0]} ${text}`;
}
