import type { TPayoutStore, TPayoutStoresQuery, TStoreTerms } from '@upahar/contract';

// The admins' payouts page: its address, and the list as it stands after a payout or a change of
// terms, kept pure so they are tested without a browser.

export type PayoutsView = TPayoutStoresQuery['view'];
export const PAYOUT_VIEWS: { view: PayoutsView; label: string }[] = [
  { view: 'all', label: 'All stores' },
  { view: 'due', label: 'Due' },
  { view: 'held', label: 'On hold' },
  { view: 'owing', label: 'Owing Upahar' },
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
export type PayoutStores = { stores: TPayoutStore[]; totals: Totals };

/** What one store adds to each total, as the server counts them. */
function share(s: Pick<TPayoutStore, 'balancePaisa' | 'terms'>): Totals {
  const b = s.balancePaisa;
  return {
    owedPaisa: Math.max(b, 0),
    duePaisa: b > 0 && s.terms.heldReason === null ? b : 0,
    owingPaisa: Math.max(-b, 0),
  };
}

function replaceStore<T extends PayoutStores>(
  data: T,
  storeId: number,
  change: (s: TPayoutStore) => TPayoutStore,
): T {
  const before = data.stores.find((s) => s.id === storeId);
  if (!before) return data;
  const after = change(before);
  const fresh = { ...after, due: share(after).duePaisa > 0 };
  const [b, a] = [share(before), share(fresh)];
  return {
    ...data,
    stores: data.stores.map((s) => (s.id === storeId ? fresh : s)),
    totals: {
      owedPaisa: data.totals.owedPaisa - b.owedPaisa + a.owedPaisa,
      duePaisa: data.totals.duePaisa - b.duePaisa + a.duePaisa,
      owingPaisa: data.totals.owingPaisa - b.owingPaisa + a.owingPaisa,
    },
  };
}

/** The list once a payout is recorded: the store's new balance and last payout, and the totals. */
export const afterPayout = <T extends PayoutStores>(
  data: T,
  storeId: number,
  paid: { balancePaisa: number; createdAt: string },
) =>
  replaceStore(data, storeId, (s) => ({
    ...s,
    balancePaisa: paid.balancePaisa,
    lastPayoutAt: paid.createdAt,
  }));

/** The list once a store's terms are saved: holding payouts takes its balance out of what is due. */
export const afterTerms = <T extends PayoutStores>(data: T, storeId: number, terms: TStoreTerms) =>
  replaceStore(data, storeId, (s) => ({ ...s, terms }));
