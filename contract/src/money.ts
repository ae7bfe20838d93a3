import { CRORE, LAKH } from './constants.ts';

// Currency info as served by currency-conversion.
export type TCurrencyInfo = { currency: string; factor: number; round: number };

export const DEFAULT_CURRENCY: TCurrencyInfo = { currency: 'NPR', factor: 1, round: 0 };

const SYMBOLS: Record<string, string> = {
  NPR: '\u20A8',
  INR: '\u20B9',
  USD: '$',
  EUR: '\u20AC',
  GBP: '\u00A3',
};

export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? currency;

const trimZeros = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);

/**
 * Formats an amount held in paisa (money is integer paisa everywhere).
 * The stored factor converts, `round` is the number of decimals kept,
 * above 1,00,000 the amount reads in lakh and above 1,00,00,000 in crore.
 * An empty or broken currency info (its fetch failed) falls back to NPR.
 */
export function formatPrice(paisa: number, info?: Partial<TCurrencyInfo> | null): string {
  const currency = info?.currency || DEFAULT_CURRENCY.currency;
  const factor = Number.isFinite(info?.factor) && (info?.factor ?? 0) > 0 ? (info?.factor as number) : 1;
  const round = Number.isInteger(info?.round) && (info?.round ?? -1) >= 0 ? (info?.round as number) : 0;
  const amount = (paisa / 100) * factor;
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const symbol = currencySymbol(currency);
  if (abs > CRORE) return `${sign}${symbol} ${trimZeros((abs / CRORE).toFixed(2))} crore`;
  if (abs > LAKH) return `${sign}${symbol} ${trimZeros((abs / LAKH).toFixed(2))} lakh`;
  const text = abs.toLocaleString('en-IN', { minimumFractionDigits: round, maximumFractionDigits: round });
  return `${sign}${symbol} ${text}`;
}

/** Rupees (possibly fractional, from a form) to integer paisa. */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);

/**
 * An amount to the paisa with Indian digit grouping: "₨ 1,23,456.50", "-₨ 150.00". Not
 * formatPrice: that rounds to whole rupees and shortens to lakh and crore, and statements, balances and
 * refunds have to add up to the paisa. The PDF's built-in font has no ₨, so it writes "Rs".
 */
export function exactAmount(paisa: number, symbol = '₨'): string {
  const abs = Math.abs(paisa);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${paisa < 0 ? '-' : ''}${symbol} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}
