import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ui } from '~/components/form';
import { Banknote } from '~/components/icon';
import { EmptyState, ListSearch, Pager, pageFromSearch } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { fetchPayoutStores, fetchReconciliation } from './earnings-api';
import { money } from './earnings-format';
import { PayoutStoreRow } from './payout-store-row';
import { PAYOUT_VIEWS, payoutsHref, payoutsViewOf, type Totals } from './payouts-format';
import { ReconciliationPanel } from './reconciliation-panel';

const EMPTY = {
  all: m.earnings_empty_all(),
  due: m.earnings_empty_due(),
  held: m.earnings_empty_held(),
  owing: m.earnings_empty_owing(),
} as const;

/**
 * The payouts route's clientLoader: the stores of the address's tab, search and page with the
 * totals, and the books; the books are an extra below the totals, so without them the page shows.
 */
export async function loadStaffPayouts(search: URLSearchParams, signal: AbortSignal) {
  const view = payoutsViewOf(search.get('view'));
  const q = (search.get('q') ?? '').trim().slice(0, 60);
  const page = pageFromSearch(search.get('page'));
  const [list, books] = await Promise.all([
    fetchPayoutStores({ view, page, ...(q ? { q } : {}) }, signal),
    fetchReconciliation(signal).catch((e: unknown) => errorMessage(e)),
  ]);
  return { view, q, ...list, books };
}

/** The payouts route's HydrateFallback: the heading and the totals' grey figures. */
export function DashboardPayoutsLoading() {
  return (
    <Frame totals={null}>
      <div role="status" className="mt-6 h-48 animate-pulse rounded-3xl bg-cream-deep">
        <span className="sr-only">{m.earnings_loading_payouts()}</span>
      </div>
    </Frame>
  );
}

function Frame({ totals, children }: { totals: Totals | null; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.earnings_payouts_title()}</h1>
        <p className={ui.lead}>{m.earnings_payouts_lead()}</p>
      </header>
      <TotalsCards totals={totals} />
      {children}
    </div>
  );
}

/** /dashboard/payouts: what the shop owes each store, paying them, their terms, and the books. */
export function DashboardPayoutsPage({
  view,
  q,
  stores,
  totals,
  pagination,
  books,
}: Awaited<ReturnType<typeof loadStaffPayouts>>) {
  const { revalidate } = useRevalidator();
  // A payout or new terms change the store's balance, the totals and the books: all load again.
  const onChanged = () => void revalidate();
  return (
    <Frame totals={totals}>
      <div className="mt-6">
        <ReconciliationPanel books={books} onRetry={onChanged} />
      </div>

      <section aria-labelledby="stores-heading" className="mt-10">
        <h2 id="stores-heading" className="font-display text-xl font-semibold text-cocoa">
          {m.earnings_stores()}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <nav aria-label={m.earnings_which_stores()} className="flex gap-2 overflow-x-auto pb-1">
            {PAYOUT_VIEWS.map((v) => (
              <Link
                key={v.view}
                to={payoutsHref(v.view, q)}
                aria-current={view === v.view ? 'page' : undefined}
                className={`inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
                  view === v.view
                    ? 'bg-cocoa text-white'
                    : 'bg-white text-cocoa ring-1 ring-line hover:bg-cream'
                }`}
              >
                {v.label}
              </Link>
            ))}
          </nav>
          <div className="w-full sm:ml-auto sm:w-auto">
            <ListSearch
              id="payout-stores-search"
              label={m.earnings_search_stores()}
              placeholder={m.earnings_store_name()}
              q={q}
              keep={{ view: view === 'all' ? null : view }}
            />
          </div>
        </div>
        <div className="mt-4">
          {stores.length === 0 && (
            <EmptyState
              icon={<Banknote aria-hidden="true" className="size-9" />}
              title={m.earnings_no_stores_here()}
            >
              {q ? m.earnings_no_store_named({ query: q }) : EMPTY[view]}
            </EmptyState>
          )}
          {stores.length > 0 && (
            <>
              <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
                <div
                  aria-hidden="true"
                  className="hidden gap-x-4 bg-cream px-5 py-3 text-sm font-semibold text-cocoa-soft lg:grid lg:grid-cols-[minmax(0,1fr)_9rem_10rem_auto]"
                >
                  <span>{m.earnings_col_store()}</span>
                  <span className="text-right">{m.earnings_col_balance()}</span>
                  <span>{m.earnings_col_terms()}</span>
                  <span className="w-72" />
                </div>
                <ul aria-label={m.earnings_stores_balances()} className="divide-y divide-line">
                  {stores.map((s) => (
                    <PayoutStoreRow key={s.id} store={s} onChanged={onChanged} />
                  ))}
                </ul>
              </div>
              {pagination && pagination.totalPages > 1 && (
                <Pager
                  current={pagination.currentPage}
                  total={pagination.totalPages}
                  hrefFor={(p) => payoutsHref(view, q, p)}
                />
              )}
            </>
          )}
        </div>
      </section>
    </Frame>
  );
}

function TotalsCards({ totals }: { totals: Totals | null }) {
  const cards = [
    { label: m.earnings_owed_to_stores(), value: totals?.owedPaisa, note: m.earnings_owed_to_stores_note() },
    { label: m.earnings_due_now(), value: totals?.duePaisa, note: m.earnings_due_now_note() },
    { label: m.earnings_owed_by_stores(), value: totals?.owingPaisa, note: m.earnings_owed_by_stores_note() },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-3">
      {cards.map((c) => (
        <div key={c.label} className="rounded-3xl border border-line bg-white p-5 shadow-soft">
          <dt className="text-sm font-semibold text-cocoa-soft">{c.label}</dt>
          <dd className="mt-2">
            {c.value === undefined ? (
              <span className="block h-8 w-28 animate-pulse rounded-full bg-cream-deep" />
            ) : (
              <span className="block font-display text-2xl font-semibold text-cocoa tabular-nums">
                {money(c.value)}
              </span>
            )}
            <span className="mt-1 block text-sm text-cocoa-soft">{c.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
