import { formatNumber, priceSplitText, type TCartItem } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { ui } from '~/components/form';
import { Thumb } from '~/components/thumb/thumb';
import { usePrice } from '~/features/currency';
import { SummaryLines, SummarySkeleton, type SummaryState } from './summary-box';
import { TotalsFailed, UpdatingTotals } from './totals-status';

type Props = {
  lines: readonly TCartItem[];
  summary: SummaryState;
  /** The totals are about to change: the summary itself, or an answer it depends on, is on its way. */
  updating: boolean;
  /** The step's main button and anything beside it. */
  children?: ReactNode;
};

/**
 * Steps 2 and 3: what is being bought and what it costs. Every amount is a line of POST
 * checkout-summary (nothing is added up in the browser).
 */
export function CheckoutAside({ lines, summary, updating, children }: Props) {
  return (
    <aside aria-labelledby="summary-title" className={`${ui.card} min-w-0 !p-5 sm:!p-6 lg:sticky lg:top-24`}>
      <h2 id="summary-title" className="font-display text-xl font-semibold">
        {m.checkout_order_summary()}
      </h2>
      <ScopeLines lines={lines} />
      {/* Polite: the new lines, "Updating totals…" and a failure are read out as they come. */}
      <div className="mt-4 border-t border-line pt-4" aria-live="polite">
        {summary.error ? (
          <TotalsFailed message={summary.error} onRetry={summary.retry} />
        ) : summary.summary ? (
          <SummaryLines lines={summary.summary.lines} busy={updating} />
        ) : (
          <SummarySkeleton />
        )}
        {updating && !summary.error && <UpdatingTotals className="mt-3" />}
      </div>
      {children && <div className="mt-5">{children}</div>}
    </aside>
  );
}

/** The lines being checked out, small: picture, name, options and quantity. */
function ScopeLines({ lines }: { lines: readonly TCartItem[] }) {
  const price = usePrice();
  return (
    <ul className="mt-4 space-y-3" aria-label={m.checkout_items_in_order()}>
      {lines.map((l) => (
        <li key={l.cartItemId} className="flex items-center gap-3">
          <span className="relative shrink-0">
            <Thumb src={l.image} size={56} className="size-14 rounded-xl" iconClassName="size-5" />
            <span className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-cocoa px-1 text-xs leading-5 font-semibold text-white">
              <span className="sr-only">{m.checkout_quantity()}</span>
              {formatNumber(l.quantity)}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm font-medium text-cocoa">{l.name}</span>
            {l.optionsLabel && (
              <span className="block truncate text-xs text-cocoa-soft">{l.optionsLabel}</span>
            )}
            {l.split && (
              <span className="block text-xs font-medium text-berry" data-testid="price-split">
                {priceSplitText(l.split, price)}
              </span>
            )}
          </span>
          <span className="shrink-0 text-sm font-semibold tabular-nums">{price(l.total)}</span>
        </li>
      ))}
    </ul>
  );
}
