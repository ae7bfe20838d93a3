import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Clock, Flame, Trash2, X } from '~/components/icon';

// The empty search page offers these, so nobody faces a blank page.
// Each searches its English words (the products' names are English) and shows them in the page's language.
const POPULAR_SEARCHES = [
  { q: 'cakes', label: m.search_popular_cakes() },
  { q: 'flowers', label: m.search_popular_flowers() },
  { q: 'chocolate', label: m.search_popular_chocolate() },
  { q: 'red velvet', label: m.search_popular_red_velvet() },
  { q: 'eggless', label: m.search_popular_eggless() },
] as const;

export const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm text-cocoa hover:border-berry hover:text-berry-dark';

type Props = {
  history: string[];
  loading: boolean;
  onClear: () => void;
  onRemove?: (q: string) => void;
};

export function RecentSearches({ history, loading, onClear, onRemove }: Props) {
  if (loading) {
    return (
      <div aria-hidden="true" className="flex gap-2">
        {[80, 110, 70].map((w) => (
          <span key={w} className="h-9 animate-pulse rounded-full bg-cream-deep" style={{ width: w }} />
        ))}
      </div>
    );
  }
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="recent-searches"
          className="flex items-center gap-2 font-sans text-sm font-semibold text-cocoa-soft"
        >
          <Clock aria-hidden="true" className="size-4" /> {m.search_recent()}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-berry hover:bg-berry-soft"
        >
          <Trash2 aria-hidden="true" className="size-4" /> {m.search_clear_history()}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {history.map((q) => (
          <li key={q} className="flex items-center">
            <Link
              to={searchHref(q)}
              className={`${chip} ${onRemove ? 'rounded-r-none border-r-0 pr-2' : ''}`}
            >
              {q}
            </Link>
            {onRemove && (
              <button
                type="button"
                onClick={() => onRemove(q)}
                aria-label={m.search_remove_from_history({ query: q })}
                className="inline-flex min-h-9 items-center rounded-r-full border border-l-0 border-line bg-white pr-2.5 pl-1 text-cocoa-soft hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PopularSearches() {
  return (
    <section aria-labelledby="popular-searches" className="space-y-2">
      <h2
        id="popular-searches"
        className="flex items-center gap-2 font-sans text-sm font-semibold text-cocoa-soft"
      >
        <Flame aria-hidden="true" className="size-4" /> {m.search_popular()}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {POPULAR_SEARCHES.map(({ q, label }) => (
          <li key={q}>
            <Link to={searchHref(q)} className={chip}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
