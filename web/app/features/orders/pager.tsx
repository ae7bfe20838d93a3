import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from '~/components/icon';
import { pageItems } from './order-format';

const item =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';

/** Numbered pages as links (?page=n), so the back button and shared links keep the page. */
export function Pager({
  current,
  total,
  hrefFor,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1">
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={`${item} text-berry hover:bg-berry-soft`} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span className={`${item} text-cocoa-soft/60`} aria-hidden="true">
          <ChevronLeft className="size-4" />
          Previous
        </span>
      )}
      {pageItems(current, total).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className={`${item} text-cocoa-soft`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-current={p === current ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={`${item} ${p === current ? 'bg-berry text-white' : 'text-cocoa hover:bg-berry-soft'}`}
          >
            {p}
          </Link>
        ),
      )}
      {current < total ? (
        <Link to={hrefFor(current + 1)} className={`${item} text-berry hover:bg-berry-soft`} rel="next">
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span className={`${item} text-cocoa-soft/60`} aria-hidden="true">
          Next
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
