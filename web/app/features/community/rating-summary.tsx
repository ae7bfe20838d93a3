import type { TRatingSummary } from '@upahar/contract';
import { Star } from '~/components/icon';
import { Stars } from '~/components/rating/stars';
import { plural } from './format';

/** Big average, stars, the count and one bar per star level. */
export function RatingSummary({ summary }: { summary: TRatingSummary }) {
  const levels = [5, 4, 3, 2, 1] as const;
  return (
    <div className="grid gap-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8 sm:p-6">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        <p className="font-display text-5xl font-semibold leading-none text-cocoa">
          {summary.count ? summary.average.toFixed(1) : '–'}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="space-y-1">
          <Stars value={summary.average} size="md" />
          <p className="text-sm text-cocoa-soft">
            {summary.count ? `Based on ${plural(summary.count, 'review')}` : 'No ratings yet'}
          </p>
        </div>
      </div>
      <ul className="space-y-1.5" aria-label="Ratings by stars">
        {levels.map((level) => {
          const n = summary.distribution[level];
          const pct = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={level} className="flex items-center gap-3 text-sm">
              <span className="flex w-8 shrink-0 items-center justify-end gap-0.5 font-medium text-cocoa">
                {level}
                <Star aria-hidden="true" className="size-3.5 fill-caramel text-caramel" />
              </span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-cream-deep" aria-hidden="true">
                <span className="block h-full rounded-full bg-caramel" style={{ width: `${pct}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right tabular-nums text-cocoa-soft">
                {n}
                <span className="sr-only">
                  {' '}
                  {n === 1 ? 'review' : 'reviews'} with {level} {level === 1 ? 'star' : 'stars'}
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
      aria-label="Loading the rating summary"
      className="grid gap-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8 sm:p-6"
    >
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        {partial && partial.count > 0 ? (
          <>
            <p className="font-display text-5xl font-semibold leading-none text-cocoa">
              {partial.average.toFixed(1)}
            </p>
            <div className="space-y-1">
              <Stars value={partial.average} size="md" />
              <p className="text-sm text-cocoa-soft">Based on {plural(partial.count, 'review')}</p>
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
