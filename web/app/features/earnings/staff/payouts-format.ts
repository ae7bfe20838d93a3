import type { TPayoutStoresQuery } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The admins' payouts page: its address, kept pure so it is tested without a browser.

export type PayoutsView = TPayoutStoresQuery['view'];
export const PAYOUT_VIEWS: { view: PayoutsView; label: string }[] = [
  { view: 'all', label: m.earnings_view_all() },
  { view: 'due', label: m.earnings_view_due() },
  { view: 'held', label: m.earnings_view_held() },
  { view: 'owing', label: m.earnings_view_owing() },
];

export const payoutsViewOf = (value: string | null): PayoutsView =>
  PAYOUT_VIEWS.find((v) => v.view === value)?.view ?? 'all';

/** The page's address; "all", no words and page 1 stay out of it. */
export function payoutsHref(view: PayoutsView, q = '', page = 1): string {
  const s = new URLSearchParams();
  if (view !== 'all') s.set('view', view);
  if (q) s.set('q', q);
  if (page > 1) s.set('page', String(page));
  const str = s.toString();
  return str ? `/dashboard/payouts?${str}` : '/dashboard/payouts';
}

export type Totals = { owedPaisa: number; duePaisa: number; owingPaisa: number };
