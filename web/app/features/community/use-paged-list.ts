import type { EndpointData, EndpointDef, EndpointQuery, TPagination } from '@upahar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSession } from '~/features/session';
import { type EndpointArgs, errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

/** A first page the route loader already fetched, in the envelope's shape. */
export type InitialPage<D> = { data: D; meta?: { pagination: TPagination } };

/** A community list: a GET that answers a page of `items` and takes the page in its query. */
export type PagedListEndpoint = EndpointDef & {
  readonly method: 'GET';
  readonly response: z.ZodType<{ data: { items: { id: string }[] } }>;
};

type Item<E extends PagedListEndpoint> =
  EndpointData<E> extends { items: (infer T extends { id: string })[] } ? T : never;

// The endpoint's type says its answer holds `items`; inside generic code that cannot be seen.
const itemsOf = <T>(data: unknown) => (data as { items: T[] }).items;

type Status = 'loading' | 'ready' | 'error';

/**
 * One paged community list (reviews, questions, comments). Page 1 replaces the list,
 * later pages append. The browser fetch carries the token, so "isMine" flags are right for a
 * signed-in reader; a first page from the server is shown at once and refreshed only when a
 * reader is signed in (the server rendered it as a visitor).
 */
export function usePagedList<E extends PagedListEndpoint>(opts: {
  endpoint: E;
  /** The endpoint's query but the page, which this hook keeps. */
  query: Omit<EndpointQuery<E>, 'page'>;
  initial?: InitialPage<EndpointData<E>>;
}) {
  type D = EndpointData<E>;
  type T = Item<E>;
  const { endpoint, initial } = opts;
  const queryKey = JSON.stringify(opts.query);
  const session = useSession();
  const [data, setData] = useState<D | null>(initial?.data ?? null);
  const [items, setItems] = useState<T[]>(initial ? itemsOf<T>(initial.data) : []);
  const [pagination, setPagination] = useState<TPagination | null>(initial?.meta?.pagination ?? null);
  const [status, setStatus] = useState<Status>(initial ? 'ready' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const hadInitial = useRef(Boolean(initial));
  const request = useRef(0);

  const fetchPage = useCallback(
    (page: number) =>
      // The query is the caller's (typed by the endpoint) plus the page.
      callApi(endpoint, ...([{ query: { ...JSON.parse(queryKey), page } }] as unknown as EndpointArgs<E>)),
    [endpoint, queryKey],
  );

  const reload = useCallback(async () => {
    const mine = ++request.current;
    setError(null);
    try {
      const res = await fetchPage(1);
      if (mine !== request.current) return;
      setData(res.data);
      setItems(itemsOf<T>(res.data));
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
        return [...prev, ...itemsOf<T>(res.data).filter((i) => !seen.has(i.id))];
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
