import type { TCheckoutSummary, TCheckoutSummaryBody } from '@upahar/contract';
import { useCallback } from 'react';
import { usePrice } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { useDebouncedFetch } from '~/lib/use-debounced-fetch';
import { fetchSummary } from './checkout-api';

type Line = TCheckoutSummary['lines'][number];

/** POST checkout-summary whenever the choice (or `version`, bumped after a coupon) changes. */
export function useSummary(body: TCheckoutSummaryBody | null, version = 0) {
  const load = useCallback(
    (k: { body: TCheckoutSummaryBody }, signal: AbortSignal) => fetchSummary(k.body, signal),
    [],
  );
  const { data, loading, error } = useDebouncedFetch(body ? { body, version } : null, load, 120);
  return { summary: data, loading, error: error ? errorMessage(error) : null };
}

/** Amounts taken off are written with a minus whatever sign the server used for them. */
function LineAmount({ line }: { line: Line }) {
  const price = usePrice();
  if (line.kind === 'discount' || line.kind === 'credit') {
    return line.amount === 0 ? price(0) : `−${price(Math.abs(line.amount))}`;
  }
  if ((line.kind === 'delivery' || line.kind === 'method') && line.amount === 0) return 'Free';
  return price(line.amount);
}

/** Every line exactly as the server computed it: nothing is added up in the browser. */
export function SummaryLines({ lines, busy }: { lines: readonly Line[]; busy?: boolean }) {
  return (
    <dl aria-busy={busy || undefined} className={`space-y-2 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      {lines.map((line, i) => (
        <div
          // The server may send two lines of a kind (two discounts); the index keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every answer
          key={`${line.kind}-${i}`}
          className={`flex items-baseline justify-between gap-4 ${
            line.kind === 'total'
              ? 'mt-3 border-t border-line pt-3 text-lg font-semibold text-cocoa'
              : 'text-cocoa-soft'
          }`}
        >
          <dt>{line.label}</dt>
          <dd
            className={`tabular-nums ${
              line.kind === 'discount' || line.kind === 'credit'
                ? 'font-medium text-success'
                : line.kind === 'total'
                  ? ''
                  : 'text-cocoa'
            }`}
          >
            <LineAmount line={line} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SummarySkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className="flex justify-between gap-4">
          <span className="h-4 w-1/3 animate-pulse rounded bg-cream-deep" />
          <span className="h-4 w-1/5 animate-pulse rounded bg-cream-deep" />
        </div>
      ))}
    </div>
  );
}
