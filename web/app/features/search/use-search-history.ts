import {
  clearSearchHistory,
  deleteSearchHistoryItem,
  getSearchHistory,
  searchProducts,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import {
  clearVisitorHistory,
  forgetVisitorSearch,
  normaliseQuery,
  readVisitorHistory,
  rememberVisitorSearch,
} from './search-history';

/**
 * Search history per signed-in user on the server, per visitor in this browser. The
 * server records a search when it is made with the bearer token; server-rendered results carry
 * no token, so a signed-in search is repeated from the browser (one product) to be recorded.
 */
export function useSearchHistory() {
  const { status, isLoggedIn } = useSession();
  const [items, setItems] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const recorded = useRef<string | null>(null);

  const reload = useCallback(async () => {
    if (!isLoggedIn) {
      setItems(readVisitorHistory());
      setLoading(false);
      return;
    }
    try {
      const res = await callApi(getSearchHistory);
      setItems(res.data.items.map((i) => i.query));
      setError(null);
    } catch (e) {
      setError(errorMessage(e, m.search_history_load_failed()));
    } finally {
      setLoading(false);
    }
  }, [isLoggedIn]);

  useEffect(() => {
    if (status !== 'checking') reload();
  }, [status, reload]);

  /** Remembers a search that was shown (once per query while the page lives). */
  const record = useCallback(
    async (query: string) => {
      const q = normaliseQuery(query);
      if (!q || status === 'checking' || recorded.current === `${status}:${q.toLowerCase()}`) return;
      recorded.current = `${status}:${q.toLowerCase()}`;
      if (!isLoggedIn) {
        setItems(rememberVisitorSearch(q));
        return;
      }
      try {
        await callApi(searchProducts, { query: { query: q, source: 'web', page: 1, perPage: 1 } });
      } catch {
        // Recording is a courtesy; the results are already on the screen.
      }
      await reload();
    },
    [status, isLoggedIn, reload],
  );

  const clear = useCallback(async () => {
    if (!isLoggedIn) {
      clearVisitorHistory();
      setItems([]);
      return;
    }
    try {
      await callApi(clearSearchHistory);
      setItems([]);
    } catch (e) {
      setError(errorMessage(e, m.search_history_clear_failed()));
    }
  }, [isLoggedIn]);

  const remove = useCallback(
    async (query: string) => {
      if (!isLoggedIn) {
        setItems(forgetVisitorSearch(query));
        return;
      }
      try {
        await callApi(deleteSearchHistoryItem, { body: { query } });
        setItems((list) => list.filter((q) => q !== query));
      } catch (e) {
        setError(errorMessage(e, m.search_history_remove_failed()));
      }
    },
    [isLoggedIn],
  );

  return { items, loading: loading || status === 'checking', error, record, clear, remove };
}
