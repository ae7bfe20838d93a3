import {
  DEFAULT_COMMISSION_BP,
  exactAmount,
  isIsoDate,
  LEDGER_KINDS,
  type TLedgerKind,
  type TStoreTerms,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The words and numbers of the earnings and payouts pages, kept pure so they are tested without a
// browser. Money is integer paisa; days are YYYY-MM-DD in Nepal.

/**
 * "Rs 1,400.00", and "−Rs 80.50" below zero (a true minus sign, read as minus rather than a dash):
 * to the paisa, as the statements and the server's messages write it, since a balance must add up.
 */
export function money(paisa: number): string {
  const text = exactAmount(Math.abs(paisa));
  return paisa < 0 ? `−${text}` : text;
}

/** "+Rs 1,400.00" for money owed to the store, "−Rs 140.00" for money taken off. */
export function signedMoney(paisa: number): string {
  return paisa > 0 ? `+${money(paisa)}` : money(paisa);
}

/** Basis points as the percent a person types: 1000 → "10", 1250 → "12.5", 1234 → "12.34". */
export const percentOfBp = (bp: number) => String(bp / 100);

/**
 * A typed percent as basis points: blank is the shop's usual rate (null). A number with more
 * than two decimals comes back as a fraction of a basis point, for the contract's schema to refuse
 * in its own words; text that is no number at all is refused here.
 */
export function bpOfPercent(text: string): { ok: true; bp: number | null } | { ok: false; error: string } {
  const clean = text.replace('%', '').trim();
  if (clean === '') return { ok: true, bp: null };
  if (!/^\d+(\.\d+)?$/.test(clean)) return { ok: false, error: m.earnings_commission_number() };
  const raw = Number(clean) * 100;
  // 12.34 × 100 is 1233.9999999999998 in floating point: a hair's breadth is still 1234.
  const near = Math.round(raw);
  return { ok: true, bp: Math.abs(raw - near) < 1e-6 ? near : raw };
}

/** "10 % of delivered items", saying when the store has a rate of its own. */
export const commissionText = (terms: Pick<TStoreTerms, 'commissionBp' | 'ownRate'>) =>
  terms.ownRate
    ? m.earnings_commission_text_own({ percent: percentOfBp(terms.commissionBp) })
    : m.earnings_commission_text({ percent: percentOfBp(terms.commissionBp) });

export const USUAL_PERCENT = percentOfBp(DEFAULT_COMMISSION_BP);

// The earnings page's address: the store, the tab, the entries' filters and the page.

const EARNINGS_VIEWS = ['entries', 'statements', 'payouts'] as const;
export type EarningsView = (typeof EARNINGS_VIEWS)[number];

export type LedgerFilters = { kind: TLedgerKind | ''; from: string; to: string; q: string };
export const NO_FILTERS: LedgerFilters = { kind: '', from: '', to: '', q: '' };

/** The entries' filters from the address; anything malformed is left out rather than refused. */
export function ledgerFiltersOf(params: URLSearchParams): LedgerFilters {
  const day = (k: string) => {
    const v = params.get(k) ?? '';
    return isIsoDate(v) ? v : '';
  };
  return {
    kind: LEDGER_KINDS.find((k) => k === params.get('kind')) ?? '',
    from: day('from'),
    to: day('to'),
    q: (params.get('q') ?? '').trim().slice(0, 60),
  };
}

export const viewOf = (params: URLSearchParams): EarningsView =>
  EARNINGS_VIEWS.find((v) => v === params.get('view')) ?? 'entries';

/** The earnings page's address; the first tab, page 1 and empty filters stay out of it. */
export function earningsHref(
  storeId: number,
  o: { view?: EarningsView; filters?: LedgerFilters; page?: number } = {},
): string {
  const s = new URLSearchParams({ store: String(storeId) });
  if (o.view && o.view !== 'entries') s.set('view', o.view);
  if (!o.view || o.view === 'entries')
    for (const [k, v] of Object.entries(o.filters ?? NO_FILTERS)) if (v) s.set(k, v);
  if (o.page && o.page > 1) s.set('page', String(o.page));
  return `/dashboard/earnings?${s}`;
}

/** Where a statement's CSV or PDF is downloaded from (with the bearer token, not as a link). */
export const statementFileUrl = (storeId: number, id: number, format: 'csv' | 'pdf') =>
  `/stores/${storeId}/earnings/statements/${id}.${format}`;

/** A statement's own page; the store rides along, as in the statement e-mail's link. */
export const statementHref = (storeId: number, id: number) =>
  `/dashboard/earnings/statements/${id}?store=${storeId}`;
