import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PopularSearches, RecentSearches, searchHref } from './history-panel';
import { SearchBox, type Suggestion } from './search-box';
import { useSearchHistory } from './use-search-history';

/** The lookup route that suggests searches, products and categories for what is typed. */
const suggestionsAddress = (q: string) => `/lookup/suggestions?${new URLSearchParams({ q })}`;

/**
 * The search box with history and popular searches. `query` is the search on screen (from
 * the URL); it is recorded in the history once its results are shown.
 */
export function SearchPanel({ query, showPopular }: { query: string; showPopular: boolean }) {
  const navigate = useNavigate();
  const history = useSearchHistory();
  const { record } = history;

  useEffect(() => {
    if (query) record(query);
  }, [query, record]);

  const onSearch = useCallback((q: string) => navigate(q ? searchHref(q) : '/search'), [navigate]);
  const onPick = useCallback(
    (s: Suggestion) => navigate(s.href?.startsWith('/') ? s.href : searchHref(s.label)),
    [navigate],
  );

  return (
    <div className="space-y-5">
      {/* key: a new search in the URL (history chip, back button) shows its own words. */}
      <SearchBox
        key={query}
        initialQuery={query}
        onSearch={onSearch}
        onPick={onPick}
        suggestionsAddress={suggestionsAddress}
        autoFocus={!query}
      />
      <RecentSearches
        history={history.items}
        loading={history.loading}
        onClear={history.clear}
        onRemove={history.remove}
      />
      {history.error && (
        <p role="alert" className="text-sm text-danger">
          {history.error}
        </p>
      )}
      {showPopular && <PopularSearches />}
    </div>
  );
}
