import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ui } from '~/components/form';
import { LockKeyhole } from '~/components/icon';
import { useSession } from '~/features/session';
import { LoadFailed, StoreScopedPage, useStaffLoad } from '~/features/staff-shell';
import { fetchEarnings } from './earnings-api';
import { EarningsEntries } from './earnings-entries';
import { type EarningsView, earningsHref, viewOf } from './earnings-format';
import { EarningsPayouts, EarningsStatements } from './earnings-history';
import { EarningsSummary, EarningsSummarySkeleton } from './earnings-summary';

export const MONEY_FOR_OWNERS = 'Only the store’s owner and managers see its earnings.';

/** /dashboard/earnings: what a store earned, what Upahar keeps, its statements and payouts. */
export function DashboardEarningsPage() {
  return (
    <StoreScopedPage
      title="Earnings"
      lead="What your store earned on Upahar, the commission Upahar keeps, and what it has paid you. Payouts are made every Sunday."
      include={(s) => s.role !== 'packer'}
      none={`${MONEY_FOR_OWNERS} If you pack a store’s orders, ask its owner about payments.`}
      wide
    >
      {(store) => <StoreEarnings storeId={store.id} />}
    </StoreScopedPage>
  );
}

const TABS: { view: EarningsView; label: string; short?: string }[] = [
  { view: 'entries', label: 'Entries' },
  { view: 'statements', label: 'Statements' },
  // The three fit a phone's width only with the last one shortened.
  { view: 'payouts', label: 'Payouts received', short: 'Payouts' },
];

function StoreEarnings({ storeId }: { storeId: number }) {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const load = useCallback((signal: AbortSignal) => fetchEarnings(storeId, signal), [storeId]);
  const { state, reload } = useStaffLoad(load, true);
  const { user } = useSession();
  if (state.status === 'forbidden') return <OwnersOnly />;
  return (
    <>
      {user?.role === 'admin' && (
        <p className="mt-4 text-sm text-cocoa-soft">
          You see this page as the store’s owner does: “you” is the store. Pay it and change its terms on{' '}
          <Link to="/dashboard/payouts" className={ui.link}>
            Payouts
          </Link>
          .
        </p>
      )}
      {state.status === 'loading' && <EarningsSummarySkeleton />}
      {(state.status === 'error' || state.status === 'missing') && (
        <LoadFailed
          message={state.status === 'error' ? state.message : 'This store could not be found.'}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && <EarningsSummary summary={state.data} />}
      <nav aria-label="Earnings sections" className="mt-8 flex gap-2 overflow-x-auto pb-1">
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
        {view === 'entries' && <EarningsEntries storeId={storeId} />}
        {view === 'statements' && <EarningsStatements storeId={storeId} />}
        {view === 'payouts' && <EarningsPayouts storeId={storeId} />}
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
      <h2 className="mt-5 font-display text-2xl font-semibold text-cocoa">{MONEY_FOR_OWNERS}</h2>
      <p className="mt-2 max-w-md text-cocoa-soft">
        You can still see and move the store’s orders. Ask its owner if you need to know about payments.
      </p>
      <Link to="/dashboard/orders" className="mt-6 font-semibold text-berry hover:underline">
        Go to the orders
      </Link>
    </div>
  );
}
