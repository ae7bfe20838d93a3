import type { TCheckoutSummary, TCheckoutSummaryBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useState } from 'react';
import { usePrice } from '~/features/currency';
import { askAddress, useFetched } from '~/lib/use-fetched';

type Line = TCheckoutSummary['lines'][number];

export type SummaryState = {
  /** The server's summary; null while the first one loads and after a failed update. */
  summary: TCheckoutSummary | null;
  /** The summary shown (if any) is not yet about the current choice: a new one is on its way. */
  updating: boolean;
  /** Why the summary of the current choice could not be had; nothing stale is kept then. */
  error: string | null;
  retry: () => void;
};

/**
 * POST checkout-summary whenever the choice (or `version`, bumped after a coupon) changes. After
 * a failure the old summary is dropped: a total about another choice would be a wrong promise.
 */
export function useSummary(body: TCheckoutSummaryBody | null, version = 0): SummaryState {
  const [attempt, setAttempt] = useState(0);
  const key = body ? askAddress('/lookup/checkout-summary', { body, version, attempt }) : null;
  const { data, error, current } = useFetched<TCheckoutSummary>(key, 120);
  const failed = current && error !== null;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    summary: failed ? null : data,
    updating: body !== null && !current,
    error: failed ? error : null,
    retry,
  };
}

/** Amounts taken off are written with a minus whatever sign the server used for them. */
function LineAmount({ line }: { line: Line }) {
  const price = usePrice();
  if (line.kind === 'discount' || line.kind === 'credit') {
    return line.amount === 0 ? price(0) : `−${price(Math.abs(line.amount))}`;
  }
  if (line.kind === 'delivery' && line.amount === 0) return m.checkout_free();
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
