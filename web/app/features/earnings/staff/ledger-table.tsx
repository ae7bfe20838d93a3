import { formatDate, ledgerKindLabel, type TLedgerEntry } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { ordersHref } from '~/features/orders/staff';
import { signedMoney } from './earnings-format';

/**
 * A store's ledger entries as a table; on a phone each row stands as a card (what and amount on
 * top, the part and the day under them, the note below), from the same markup.
 */
export function LedgerTable({ entries, caption }: { entries: TLedgerEntry[]; caption: string }) {
  const th = 'px-4 py-3 font-semibold';
  const td = 'sm:px-4 sm:py-3 sm:align-top';
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream text-cocoa-soft max-sm:sr-only">
          <tr>
            <th scope="col" className={`${th} w-32`}>
              {m.earnings_col_date()}
            </th>
            <th scope="col" className={`${th} w-48`}>
              {m.earnings_col_part()}
            </th>
            <th scope="col" className={th}>
              {m.earnings_what_it_is()}
            </th>
            <th scope="col" className={th}>
              {m.earnings_col_note()}
            </th>
            <th scope="col" className={`${th} w-36 text-right`}>
              {m.earnings_col_amount()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {entries.map((e) => (
            <tr
              key={e.id}
              className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3"
            >
              <td
                className={`${td} whitespace-nowrap text-cocoa-soft max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right`}
              >
                {formatDate(e.createdAt, 'day')}
              </td>
              <td className={`${td} max-sm:col-start-1 max-sm:row-start-2`}>
                {e.partNumber ? (
                  <Link
                    to={ordersHref(undefined, 1, e.partNumber)}
                    className={`${ui.link} font-mono text-xs whitespace-nowrap`}
                    aria-label={m.earnings_order_part({ part: e.partNumber })}
                  >
                    {e.partNumber}
                  </Link>
                ) : (
                  <span aria-hidden="true" className="text-cocoa-soft max-sm:hidden">
                    —
                  </span>
                )}
              </td>
              <td
                className={`${td} font-medium text-cocoa max-sm:col-start-1 max-sm:row-start-1 max-sm:font-semibold`}
              >
                {ledgerKindLabel(e.kind)}
              </td>
              <td
                className={`${td} text-cocoa-soft [overflow-wrap:anywhere] max-sm:col-span-2 max-sm:row-start-3 max-sm:empty:hidden`}
              >
                {e.note}
              </td>
              <td
                className={`${td} text-right font-semibold whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-1 ${
                  e.amountPaisa > 0 ? 'text-success' : 'text-cocoa'
                }`}
              >
                {signedMoney(e.amountPaisa)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The grey rows shown while entries load. */
export function LedgerSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className="flex animate-pulse items-center gap-4 border-b border-line px-4 py-4 last:border-b-0"
        >
          <div className="h-4 w-20 rounded-full bg-cream-deep" />
          <div className="hidden h-4 w-36 rounded-full bg-cream-deep sm:block" />
          <div className="h-4 flex-1 rounded-full bg-cream-deep" />
          <div className="h-4 w-20 rounded-full bg-cream-deep" />
        </div>
      ))}
    </div>
  );
}
