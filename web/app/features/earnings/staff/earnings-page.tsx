import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { LockKeyhole } from '~/components/icon';
import { useSession } from '~/features/session';
import { loadStoreScoped, StoreScopedLoading, StoreScopedPage } from '~/features/staff-shell';
import { mineOrNull, pageFromSearch } from '~/lib/route-data';
import { fetchEarnings, fetchLedger, fetchStatements, fetchStorePayouts } from './earnings-api';
import { EarningsEntries } from './earnings-entries';
import { type EarningsView, earningsHref, ledgerFiltersOf, viewOf } from './earnings-format';
import { EarningsPayouts, EarningsStatements } from './earnings-history';
import { EarningsSummary, EarningsSummarySkeleton } from './earnings-summary';

const WORDS = {
  title: m.earnings_title(),
  lead: m.earnings_lead(),
  none: m.earnings_none(),
};

/** The tab of the address: the ledger's entries (with its filters), the statements or the payouts. */
async function loadTab(storeId: number, search: URLSearchParams, signal: AbortSignal) {
  const page = pageFromSearch(search.get('page'));
  switch (viewOf(search)) {
    case 'statements':
      return { view: 'statements' as const, ...(await fetchStatements(storeId, page, signal)) };
    case 'payouts':
      return { view: 'payouts' as const, ...(await fetchStorePayouts(storeId, page, signal)) };
    default: {
      const query = Object.fromEntries(Object.entries(ledgerFiltersOf(search)).filter(([, v]) => v));
      return { view: 'entries' as const, ...(await fetchLedger(storeId, { page, ...query }, signal)) };
    }
  }
}

/**
 * The earnings route's clientLoader: the stores whose money the person sees, and the chosen one's
 * summary and tab; both null when the store refuses them (the person's part in it changed).
 */
export const loadStaffEarnings = (search: URLSearchParams, signal: AbortSignal) =>
  loadStoreScoped(
    search,
    signal,
    async (store, s) => {
      const [summary, tab] = await Promise.all([
        mineOrNull(fetchEarnings(store.id, s)),
        mineOrNull(loadTab(store.id, search, s)),
      ]);
      return summary && tab ? { summary, tab } : null;
    },
    (s) => s.role !== 'packer',
  );

type Loaded = Awaited<ReturnType<typeof loadStaffEarnings>>;

export const DashboardEarningsLoading = () => (
  <StoreScopedLoading words={WORDS} wide>
    <EarningsSummarySkeleton />
  </StoreScopedLoading>
);

/** /dashboard/earnings: what a store earned, what Upahar keeps, its statements and payouts. */
export function DashboardEarningsPage({ loaded }: { loaded: Loaded }) {
  return (
    <StoreScopedPage words={WORDS} loaded={loaded} wide>
      {(store, data) => <StoreEarnings storeId={store.id} data={data} />}
    </StoreScopedPage>
  );
}

const TABS: { view: EarningsView; label: string; short?: string }[] = [
  { view: 'entries', label: m.earnings_tab_entries() },
  { view: 'statements', label: m.earnings_tab_statements() },
  // The three fit a phone's width only with the last one shortened.
  { view: 'payouts', label: m.earnings_tab_payouts(), short: m.earnings_tab_payouts_short() },
];

function StoreEarnings({ storeId, data }: { storeId: number; data: NonNullable<Loaded['data']> | null }) {
  const { user } = useSession();
  if (!data) return <OwnersOnly />;
  const { summary, tab } = data;
  const view = tab.view;
  return (
    <>
      {user?.role === 'admin' && (
        <p className="mt-4 text-sm text-cocoa-soft">
          {m.earnings_admin_note()}{' '}
          <Link to="/dashboard/payouts" className={ui.link}>
            {m.earnings_admin_note_link()}
          </Link>
          {m.earnings_admin_note_end()}
        </p>
      )}
      <EarningsSummary summary={summary} />
      <nav aria-label={m.earnings_sections_label()} className="mt-8 flex gap-2 overflow-x-auto pb-1">
        {TABS.map((t) => (
          <Link
            key={t.view}
            to={earningsHref(storeId, { view: t.view })}
            aria-current={view === t.view ? 'page' : undefined}
            className={`inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
              view === t.view ? 'bg-cocoa text-white' : 'bg-white text-cocoa ring-1 ring-line hover:bg-cream'
            }`}
          >
            {t.short ? (
              <>
                <span className="sm:hidden">{t.short}</span>
                <span className="hidden sm:inline">{t.label}</span>
              </>
            ) : (
              t.label
            )}
          </Link>
        ))}
      </nav>
      <div className="mt-4">
        {tab.view === 'entries' && <EarningsEntries storeId={storeId} {...tab} />}
        {tab.view === 'statements' && <EarningsStatements storeId={storeId} {...tab} />}
        {tab.view === 'payouts' && <EarningsPayouts storeId={storeId} {...tab} />}
      </div>
    </>
  );
}

/** A packer (or someone whose part in the store changed) is told whose page this is. */
export function OwnersOnly() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <LockKeyhole aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold text-cocoa">{m.earnings_for_owners()}</h2>
      <p className="mt-2 max-w-md text-cocoa-soft">{m.earnings_owners_only_text()}</p>
      <Link to="/dashboard/orders" className="mt-6 font-semibold text-berry hover:underline">
        {m.earnings_go_to_orders()}
      </Link>
    </div>
  );
}
