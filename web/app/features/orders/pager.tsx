import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
    <nav aria-label={m.orders_pages()} className="flex flex-wrap items-center justify-center gap-1">
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={`${item} text-berry hover:bg-berry-soft`} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.orders_previous()}
        </Link>
      ) : (
        <span className={`${item} text-cocoa-soft/60`} aria-hidden="true">
          <ChevronLeft className="size-4" />
          {m.orders_previous()}
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
            aria-label={m.orders_page_n({ page: formatNumber(p) })}
            className={`${item} ${p === current ? 'bg-berry text-white' : 'text-cocoa hover:bg-berry-soft'}`}
          >
            {formatNumber(p)}
          </Link>
        ),
      )}
      {current < total ? (
        <Link to={hrefFor(current + 1)} className={`${item} text-berry hover:bg-berry-soft`} rel="next">
          {m.orders_next()}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span className={`${item} text-cocoa-soft/60`} aria-hidden="true">
          {m.orders_next()}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
