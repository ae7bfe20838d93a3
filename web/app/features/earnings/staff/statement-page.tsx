import { formatDate, formatDateRange, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ArrowLeft, Download, FileText } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { downloadStatement, fetchStatement, type StatementFormat } from './earnings-api';
import { earningsHref, money } from './earnings-format';
import { OwnersOnly } from './earnings-page';
import { LedgerSkeleton, LedgerTable } from './ledger-table';

const idOf = (v: string | null | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

type Loaded = Awaited<ReturnType<typeof fetchStatement>>;

/**
 * The statement route's clientLoader: the statement of the address, or why there is none to show
 * (an incomplete link, a statement the API does not find, a store whose money is not the person's).
 */
export async function loadStaffStatement(
  id: string | undefined,
  search: URLSearchParams,
  signal: AbortSignal,
): Promise<
  | { storeId: number | null; outcome: 'incomplete' | 'forbidden' | 'missing' }
  | { storeId: number; outcome: 'found'; data: Loaded }
> {
  const storeId = idOf(search.get('store'));
  const statementId = idOf(id);
  if (storeId === null || statementId === null) return { storeId, outcome: 'incomplete' };
  try {
    return { storeId, outcome: 'found', data: await fetchStatement(storeId, statementId, signal) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 403) return { storeId, outcome: 'forbidden' };
    if (e instanceof ApiError && e.status === 404) return { storeId, outcome: 'missing' };
    throw e;
  }
}

/** The frame of the page: the way back to the statements over what the page shows. */
function Frame({ storeId, children }: { storeId: number | null; children: ReactNode }) {
  const back = storeId ? earningsHref(storeId, { view: 'statements' }) : '/dashboard/earnings';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={back} className={`${ui.link} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.earnings_all_statements()}
      </Link>
      {children}
    </div>
  );
}

/** The statement route's HydrateFallback. */
export function DashboardStatementLoading() {
  return (
    <Frame storeId={null}>
      <div className="mt-6 space-y-6">
        <div aria-hidden="true" className="h-28 animate-pulse rounded-3xl bg-cream-deep" />
        <LedgerSkeleton label={m.earnings_loading_statement()} />
      </div>
    </Frame>
  );
}

/**
 * /dashboard/earnings/statements/:id?store=…: one week's statement with every entry, and its CSV
 * and PDF. The weekly statement e-mail links here.
 */
export function DashboardStatementPage(loaded: Awaited<ReturnType<typeof loadStaffStatement>>) {
  return (
    <Frame storeId={loaded.storeId}>
      {loaded.outcome === 'found' ? (
        <Statement storeId={loaded.storeId} data={loaded.data} />
      ) : loaded.outcome === 'forbidden' ? (
        <OwnersOnly />
      ) : loaded.outcome === 'missing' ? (
        <Missing text={m.earnings_statement_missing()} />
      ) : (
        <Missing text={m.earnings_statement_link_incomplete()} />
      )}
    </Frame>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <div className="mt-6">
      <EmptyState
        icon={<FileText aria-hidden="true" className="size-9" />}
        title={m.earnings_statement_not_found()}
      >
        {text}
      </EmptyState>
    </div>
  );
}

function Statement({ storeId, data }: { storeId: number; data: Loaded }) {
  const { statement: s, store, entries } = data;
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const download = async (format: StatementFormat) => {
    setBusy(format);
    try {
      await downloadStatement({ storeId, id: s.id, format, weekStart: s.weekStart });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const figure = 'rounded-3xl border border-line bg-white p-3 shadow-soft sm:p-5';
  const amount = 'mt-1 font-display text-lg font-semibold tabular-nums sm:text-2xl';
  return (
    <>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>
            {m.earnings_statement_for({ week: formatDateRange(s.weekStart, s.weekEnd) })}
          </h1>
          <p className={ui.lead}>
            {m.earnings_statement_lead({ store: store.name, day: formatDate(s.createdAt, 'day') })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'pdf'] as const).map((f) => (
            <button
              key={f}
              type="button"
              disabled={busy !== null}
              onClick={() => void download(f)}
              className={buttonClass('secondary', '', 'sm')}
            >
              <Download aria-hidden="true" className="size-4" />
              {busy === f
                ? m.earnings_downloading()
                : m.earnings_download_format({ format: f.toUpperCase() })}
            </button>
          ))}
        </div>
      </header>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
        <div className={figure}>
          <dt className="text-sm font-semibold text-cocoa-soft">{m.earnings_opening_balance()}</dt>
          <dd className={amount}>{money(s.openingPaisa)}</dd>
        </div>
        <div className={figure}>
          <dt className="text-sm font-semibold text-cocoa-soft">{m.earnings_closing_balance()}</dt>
          <dd className={amount}>{money(s.closingPaisa)}</dd>
        </div>
        <div className={figure}>
          <dt className="text-sm font-semibold text-cocoa-soft">{m.earnings_payable_to_you()}</dt>
          <dd className={`${amount} text-success`}>{money(s.payablePaisa)}</dd>
        </div>
      </dl>
      <h2 className="mt-8 font-display text-lg font-semibold text-cocoa">
        {m.earnings_week_entries({ count: formatNumber(entries.length) })}
      </h2>
      <div className="mt-3">
        {entries.length === 0 ? (
          <p className="rounded-3xl border border-line bg-white p-6 text-cocoa-soft shadow-soft">
            {m.earnings_nothing_this_week()}
          </p>
        ) : (
          <LedgerTable entries={entries} caption={m.earnings_week_entries_oldest_first()} />
        )}
      </div>
    </>
  );
}
