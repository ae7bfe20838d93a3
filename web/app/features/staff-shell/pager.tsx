import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from '~/components/icon';

export { pageFromSearch } from '~/lib/route-data';

/** Previous and next page links around "Page 2 of 5". */
export function Pager({
  current,
  total,
  hrefFor,
}: {
  current: number;
  total: number;
  hrefFor: (p: number) => string;
}) {
  const item = 'inline-flex min-h-10 items-center gap-1 rounded-full px-4 text-sm font-semibold';
  return (
    <nav aria-label={m.dashboard_pages_label()} className="mt-8 flex items-center justify-center gap-2">
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev" className={`${item} text-berry hover:bg-berry-soft`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.dashboard_previous()}
        </Link>
      ) : null}
      <span className="text-sm text-cocoa-soft" aria-current="page">
        {m.dashboard_page_of({ current: formatNumber(current), total: formatNumber(total) })}
      </span>
      {current < total ? (
        <Link to={hrefFor(current + 1)} rel="next" className={`${item} text-berry hover:bg-berry-soft`}>
          {m.dashboard_next()}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
