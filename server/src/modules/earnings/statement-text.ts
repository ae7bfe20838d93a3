import {
  addDays,
  exactAmount,
  formatDate,
  formatDateRange,
  type Locale,
  todayInKathmandu,
} from '@upahar/contract';

// How a statement reads, the same in its e-mail, its CSV and its PDF.

/**
 * The week starting on Sunday `weekStart`, as people say it: "22–28 November 2026",
 * "29 November – 5 December 2026", "27 December 2026 – 2 January 2027".
 */
export const weekLabel = (weekStart: string) => formatDateRange(weekStart, addDays(weekStart, 6));

/** The day (Nepal) an entry was written, as YYYY-MM-DD: spreadsheets sort it. */
export const nepalDay = (at: string | Date) => todayInKathmandu(new Date(at));

/** "Sun 22 Nov", the day (Nepal) of an entry in a list of one week's entries. */
export const shortDay = (at: string | Date) => formatDate(at, 'day');

/** "22 November 2026": the day a statement was made, in Nepal. */
export const longDay = (at: string | Date) => formatDate(at, 'date-long');

/** An amount as a plain number of rupees for spreadsheets: "1234.50", "-150.00". */
export const plainRupees = (paisa: number) =>
  `${paisa < 0 ? '-' : ''}${Math.floor(Math.abs(paisa) / 100)}.${String(Math.abs(paisa) % 100).padStart(2, '0')}`;

/**
 * What happens to the closing balance, said to the store: paid to it, kept while payouts are on
 * hold (with the reason when it is known), or owed by the store to the shop.
 */
export function payoutSentence(
  o: { closingPaisa: number; payablePaisa: number; heldReason: string | null },
  locale: Locale = 'en',
): string {
  if (o.payablePaisa > 0)
    return `Upahar will pay you ${exactAmount(o.payablePaisa, locale)} with the weekly payout.`;
  if (o.closingPaisa > 0) {
    const why = o.heldReason ? `: ${o.heldReason.replace(/[.\s]+$/, '')}.` : '.';
    return `Payouts to your store are on hold${why} The ${exactAmount(o.closingPaisa, locale)} stays in your balance until they are released.`;
  }
  if (o.closingPaisa < 0)
    return `Your store owes Upahar ${exactAmount(-o.closingPaisa, locale)}, for example the commission on cash your own riders collected. It is set against what you earn next.`;
  return 'Nothing is owed either way this week.';
}
