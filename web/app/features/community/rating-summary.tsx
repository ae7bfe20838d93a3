import { formatNumber, type TRatingSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Star } from '~/components/icon';
import { Stars } from '~/components/rating/stars';

/** Big average, stars, the count and one bar per star level. */
export function RatingSummary({ summary }: { summary: TRatingSummary }) {
  const levels = [5, 4, 3, 2, 1] as const;
  return (
    <div className="grid gap-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8 sm:p-6">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        <p className="font-display text-5xl font-semibold leading-none text-cocoa">
          {summary.count ? formatNumber(summary.average, { decimals: 1 }) : '–'}
          <span className="sr-only">{m.community_out_of_five()}</span>
        </p>
        <div className="space-y-1">
          <Stars value={summary.average} size="md" />
          <p className="text-sm text-cocoa-soft">
            {summary.count
              ? m.community_based_on({ count: formatNumber(summary.count) })
              : m.community_no_ratings()}
          </p>
        </div>
      </div>
      <ul className="space-y-1.5" aria-label={m.community_ratings_by_stars()}>
        {levels.map((level) => {
          const n = summary.distribution[level];
          const pct = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={level} className="flex items-center gap-3 text-sm">
              <span className="flex w-8 shrink-0 items-center justify-end gap-0.5 font-medium text-cocoa">
                {formatNumber(level)}
                <Star aria-hidden="true" className="size-3.5 fill-caramel text-caramel" />
              </span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-cream-deep" aria-hidden="true">
                <span className="block h-full rounded-full bg-caramel" style={{ width: `${pct}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right tabular-nums text-cocoa-soft">
                <span aria-hidden="true">{formatNumber(n)}</span>
                <span className="sr-only">
                  {m.community_reviews_with_stars({
                    count: formatNumber(n),
                    stars: m.community_stars({ count: formatNumber(level) }),
                  })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** While the full summary loads: the product's own totals when known, then grey bars. */
export function RatingSummarySkeleton({ partial }: { partial?: { average: number; count: number } }) {
  return (
    <div
      role="status"
      aria-label={m.community_loading_summary()}
      className="grid gap-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8 sm:p-6"
    >
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        {partial && partial.count > 0 ? (
          <>
            <p className="font-display text-5xl font-semibold leading-none text-cocoa">
              {formatNumber(partial.average, { decimals: 1 })}
            </p>
            <div className="space-y-1">
              <Stars value={partial.average} size="md" />
              <p className="text-sm text-cocoa-soft">
                {m.community_based_on({ count: formatNumber(partial.count) })}
              </p>
            </div>
          </>
        ) : (
          <span className="block h-12 w-24 animate-pulse rounded-xl bg-cream-deep" />
        )}
      </div>
      <div className="space-y-2.5">
        {[5, 4, 3, 2, 1].map((l) => (
          <span key={l} className="block h-2.5 animate-pulse rounded-full bg-cream-deep" />
        ))}
      </div>
    </div>
  );
}
