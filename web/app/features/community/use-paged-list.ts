import type { TPagination } from '@upahar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '~/features/session/session-context';
import { type ApiOk, errorMessage } from '~/lib/api';
import { apiGet } from '~/lib/browser-api';

/** A first page the route loader already fetched, in the envelope's shape. */
export type InitialPage<D> = { data: D; meta?: { pagination: TPagination } };

type Status = 'loading' | 'ready' | 'error';

/**
 * One paged community list (reviews, questions, comments). Page 1 replaces the list,
 * later pages append. The browser fetch carries the token, so "isMine" flags are right for a
 * signed-in reader; a first page from the server is shown at once and refreshed only when a
 * reader is signed in (the server rendered it as a visitor).
 */
export function usePagedList<T extends { id: string }, D extends { items: T[] }>(opts: {
  path: string;
  query: Record<string, string | number>;
  initial?: InitialPage<D>;
}) {
  const { path, initial } = opts;
  const queryKey = JSON.stringify(opts.query);
  const session = useSession();
  const [data, setData] = useState<D | null>(initial?.data ?? null);
  const [items, setItems] = useState<T[]>(initial?.data.items ?? []);
  const [pagination, setPagination] = useState<TPagination | null>(initial?.meta?.pagination ?? null);
  const [status, setStatus] = useState<Status>(initial ? 'ready' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const hadInitial = useRef(Boolean(initial));
  const request = useRef(0);

  const fetchPage = useCallback(
    (page: number) => apiGet<D>(path, { ...JSON.parse(queryKey), page }) as Promise<ApiOk<D>>,
    [path, queryKey],
  );

  const reload = useCallback(async () => {
    const mine = ++request.current;
    setError(null);
    try {
      const res = await fetchPage(1);
      if (mine !== request.current) return;
      setData(res.data);
      setItems(res.data.items);
      setPagination(res.meta?.pagination ?? null);
      setStatus('ready');
    } catch (e) {
      if (mine !== request.current) return;
      setError(errorMessage(e));
      setStatus((s) => (s === 'ready' ? s : 'error'));
    }
  }, [fetchPage]);

  // Wait for the session check so the first browser fetch already knows who is reading.
  const viewer = session.status === 'checking' ? undefined : (session.user?.id ?? null);
  useEffect(() => {
    if (viewer === undefined) return;
    if (hadInitial.current && viewer === null) {
      hadInitial.current = false;
      return;
    }
    hadInitial.current = false;
    void reload();
  }, [viewer, reload]);

  const loadMore = useCallback(async () => {
    if (loadingMore || !pagination) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const res = await fetchPage(pagination.currentPage + 1);
      // Something posted meanwhile shifts the pages: never show an item twice.
      setItems((prev) => {
        const seen = new Set(prev.map((i) => i.id));
        return [...prev, ...res.data.items.filter((i) => !seen.has(i.id))];
      });
      setPagination(res.meta?.pagination ?? null);
    } catch (e) {
      setMoreError(errorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, loadingMore, pagination]);

  const hasMore = pagination ? pagination.currentPage < pagination.totalPages : false;
  return {
    data,
    setData,
    items,
    setItems,
    pagination,
    setPagination,
    status,
    error,
    reload,
    loadMore,
    loadingMore,
    moreError,
    hasMore,
  };
}
