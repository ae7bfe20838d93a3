import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
/**
 * Under a public list that grows with "Load more" (useMoreRows): how many rows are shown, the
 * button, and a page that could not be read said in place with "Try again"; the rows already
 * shown stay. `noun` names the rows in that line ("products", "posts").
 */
export function MoreRowsFooter({
  shown,
  total,
  noun,
  more,
  className = 'pt-4 pb-2',
}: {
  shown: number;
  total: number;
  noun: string;
  more: { hasMore: boolean; loading: boolean; failed: string | null; loadMore: () => void };
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center gap-3 ${className}`}>
      <p aria-live="polite" className="text-sm text-cocoa-soft">
        {m.common_showing_of({ shown: formatNumber(shown), total: formatNumber(total) })}
      </p>
      {more.failed ? (
        <p role="alert" className="text-center text-sm text-danger">
          {m.common_load_more_failed({ noun, reason: more.failed })}{' '}
          <button type="button" onClick={more.loadMore} className="font-semibold underline">
            {m.common_try_again()}
          </button>
        </p>
      ) : (
        more.hasMore && (
          <button
            type="button"
            onClick={more.loadMore}
            disabled={more.loading}
            className="btn-secondary min-w-44"
          >
            {more.loading ? m.common_loading() : m.common_load_more()}
          </button>
        )
      )}
    </div>
  );
}
