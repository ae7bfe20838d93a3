import { formatDate, formatDateRange, PAYOUT_METHOD_LABEL } from '@upahar/contract';
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
      <EmptyState icon={<FileText aria-hidden="true" className="size-9" />} title="No statements yet">
        Every Sunday you get a statement of the week before: each order, the commission kept and what is
        payable. The first appears after your first week with a delivered order.
      </EmptyState>
    );
  return (
    <>
      <Table caption="Weekly statements" columns={['Week', 'Opening', 'Closing', 'Payable', 'Entries']}>
        {items.map((s) => (
          <tr key={s.id} className={row}>
            <td className={`${cell} font-semibold`}>
              <Link to={statementHref(storeId, s.id)} className={ui.link}>
                {formatDateRange(s.weekStart, s.weekEnd)}
              </Link>
            </td>
            <Figure label="Opening">{money(s.openingPaisa)}</Figure>
            <Figure label="Closing">{money(s.closingPaisa)}</Figure>
            <Figure label="Payable" strong>
              {money(s.payablePaisa)}
            </Figure>
            <td className={`${cell} text-cocoa-soft`}>
              {s.entryCount} {s.entryCount === 1 ? 'entry' : 'entries'}
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
      <EmptyState icon={<Banknote aria-hidden="true" className="size-9" />} title="No payouts yet">
        Upahar pays what it owes you every Sunday. Each payout appears here with its reference.
      </EmptyState>
    );
  return (
    <>
      <Table caption="Payouts received" columns={['Date', 'Amount', 'How', 'Reference']}>
        {items.map((p) => (
          <tr key={p.id} className={row}>
            <td className={`${cell} font-semibold text-cocoa`}>{formatDate(p.createdAt, 'day')}</td>
            <Figure label="Amount" strong>
              {/* A payment the store made to Upahar (the commission on cash it kept) reads as one. */}
              {p.direction === 'from_store' ? `You paid ${money(p.amountPaisa)}` : money(p.amountPaisa)}
            </Figure>
            <Figure label="How">{PAYOUT_METHOD_LABEL[p.method]}</Figure>
            <td className={`${cell} text-cocoa [overflow-wrap:anywhere]`}>
              <span className="font-mono text-xs">{p.reference}</span>
              {p.note && <span className="mt-1 block text-cocoa-soft">{p.note}</span>}
              {p.recordedBy && (
                <span className="mt-1 block text-xs text-cocoa-soft">Recorded by {p.recordedBy}</span>
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
