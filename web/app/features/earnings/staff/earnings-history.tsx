import { formatDate, formatDateRange, formatNumber, PAYOUT_METHOD_LABEL } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { Banknote, FileText } from '~/components/icon';
import { EmptyState, Pager } from '~/features/staff-shell';
import type { fetchStatements, fetchStorePayouts } from './earnings-api';
import { type EarningsView, earningsHref, money, statementHref } from './earnings-format';

const cell = 'sm:px-4 sm:py-3 sm:align-top';
const head = 'px-4 py-3 font-semibold';

/** A table that stands as a list of cards on a phone: each cell names itself there. */
function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream text-cocoa-soft max-sm:sr-only">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`${head} ${i > 0 && i < 4 ? 'text-right' : ''}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">{children}</tbody>
      </table>
    </div>
  );
}

/** A figure with its name shown only where the table's head is hidden (phones). */
function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <td
      className={`${cell} tabular-nums sm:text-right max-sm:flex max-sm:justify-between ${strong ? 'font-semibold text-cocoa' : 'text-cocoa-soft'}`}
    >
      <span className="text-cocoa-soft sm:hidden">{label}</span>
      {children}
    </td>
  );
}

const row = 'max-sm:block max-sm:space-y-1 max-sm:px-4 max-sm:py-3';

/** The weekly statements, newest first, each opening onto its own page. */
export function EarningsStatements({
  storeId,
  items,
  pagination,
}: { storeId: number } & Awaited<ReturnType<typeof fetchStatements>>) {
  if (items.length === 0)
    return (
      <EmptyState
        icon={<FileText aria-hidden="true" className="size-9" />}
        title={m.earnings_no_statements()}
      >
        {m.earnings_no_statements_text()}
      </EmptyState>
    );
  return (
    <>
      <Table
        caption={m.earnings_weekly_statements()}
        columns={[
          m.earnings_col_week(),
          m.earnings_col_opening(),
          m.earnings_col_closing(),
          m.earnings_col_payable(),
          m.earnings_col_entries(),
        ]}
      >
        {items.map((s) => (
          <tr key={s.id} className={row}>
            <td className={`${cell} font-semibold`}>
              <Link to={statementHref(storeId, s.id)} className={ui.link}>
                {formatDateRange(s.weekStart, s.weekEnd)}
              </Link>
            </td>
            <Figure label={m.earnings_col_opening()}>{money(s.openingPaisa)}</Figure>
            <Figure label={m.earnings_col_closing()}>{money(s.closingPaisa)}</Figure>
            <Figure label={m.earnings_col_payable()} strong>
              {money(s.payablePaisa)}
            </Figure>
            <td className={`${cell} text-cocoa-soft`}>
              {m.earnings_entry_count({ count: formatNumber(s.entryCount) })}
            </td>
          </tr>
        ))}
      </Table>
      <HistoryPager storeId={storeId} view="statements" pagination={pagination} />
    </>
  );
}

/** The payouts Upahar made to the store, newest first. */
export function EarningsPayouts({
  storeId,
  items,
  pagination,
}: { storeId: number } & Awaited<ReturnType<typeof fetchStorePayouts>>) {
  if (items.length === 0)
    return (
      <EmptyState icon={<Banknote aria-hidden="true" className="size-9" />} title={m.earnings_no_payouts()}>
        {m.earnings_no_payouts_text()}
      </EmptyState>
    );
  return (
    <>
      <Table
        caption={m.earnings_payouts_received()}
        columns={[
          m.earnings_col_date(),
          m.earnings_col_amount(),
          m.earnings_col_how(),
          m.earnings_col_reference(),
        ]}
      >
        {items.map((p) => (
          <tr key={p.id} className={row}>
            <td className={`${cell} font-semibold text-cocoa`}>{formatDate(p.createdAt, 'day')}</td>
            <Figure label={m.earnings_col_amount()} strong>
              {/* A payment the store made to Upahar (the commission on cash it kept) reads as one. */}
              {p.direction === 'from_store'
                ? m.earnings_you_paid({ amount: money(p.amountPaisa) })
                : money(p.amountPaisa)}
            </Figure>
            <Figure label={m.earnings_col_how()}>{PAYOUT_METHOD_LABEL[p.method]}</Figure>
            <td className={`${cell} text-cocoa [overflow-wrap:anywhere]`}>
              <span className="font-mono text-xs">{p.reference}</span>
              {p.note && <span className="mt-1 block text-cocoa-soft">{p.note}</span>}
              {p.recordedBy && (
                <span className="mt-1 block text-xs text-cocoa-soft">
                  {m.earnings_recorded_by({ name: p.recordedBy })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </Table>
      <HistoryPager storeId={storeId} view="payouts" pagination={pagination} />
    </>
  );
}

function HistoryPager(p: {
  storeId: number;
  view: EarningsView;
  pagination: { currentPage: number; totalPages: number } | undefined;
}) {
  if (!p.pagination || p.pagination.totalPages < 2) return null;
  return (
    <Pager
      current={p.pagination.currentPage}
      total={p.pagination.totalPages}
      hrefFor={(n) => earningsHref(p.storeId, { view: p.view, page: n })}
    />
  );
}
