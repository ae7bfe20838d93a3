import type { TPagination } from '@upahar/contract';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { isMoreFailed, MORE_MARK } from './more-rows';

/** One page of a list as a route's loader answers it. */
export type RowsPage<T> = { rows: T[]; pagination: TPagination | null | undefined };

/**
 * "Load more" under a public list whose first page the route's server loader rendered: the same
 * route's loader, through a fetcher, for the same address with the next ?page=. The rows already
 * shown stay and the next page's are added below them; a row that moved between pages while the
 * visitor read (a new sale, a new post) is never shown twice. `pick` finds the page in the
 * loader's answer. The owner remounts this state when the address changes, so a new filter starts
 * from its own first page. A page that could not be read is said under the list (`failed`), with
 * "Try again" calling `loadMore` once more; the rows shown stay.
 */
export function useMoreRows<T extends { id: string | number }>(
  first: RowsPage<T>,
  pick: (data: unknown) => RowsPage<T> | null,
) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const [more, setMore] = useState<T[]>([]);
  const [page, setPage] = useState(first.pagination?.currentPage ?? 1);
  const [totalPages, setTotalPages] = useState(first.pagination?.totalPages ?? 1);
  const [total, setTotal] = useState(first.pagination?.total ?? first.rows.length);
  const [failed, setFailed] = useState<string | null>(null);
  // The newest `pick` and first rows, read when an answer arrives (neither starts a load).
  const latest = useRef({ pick, rows: first.rows, page });
  latest.current = { pick, rows: first.rows, page };

  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return;
    if (isMoreFailed(fetcher.data)) {
      setFailed(fetcher.data.moreFailed);
      return;
    }
    setFailed(null);
    const next = latest.current.pick(fetcher.data);
    if (!next) return;
    setMore((prev) => {
      const seen = new Set([...latest.current.rows, ...prev].map((r) => r.id));
      return [...prev, ...next.rows.filter((r) => !seen.has(r.id))];
    });
    const p = next.pagination;
    const asked = latest.current.page + 1;
    setPage(p?.currentPage ?? asked);
    if (p) {
      setTotalPages(p.totalPages);
      setTotal(p.total);
    } else if (next.rows.length === 0) setTotalPages(asked - 1);
  }, [fetcher.state, fetcher.data]);

  const loadMore = () => {
    if (fetcher.state !== 'idle') return;
    const params = new URLSearchParams(search);
    params.set('page', String(page + 1));
    params.set(MORE_MARK, '1');
    void fetcher.load(`${pathname}?${params}`);
  };

  return {
    items: more.length ? [...first.rows, ...more] : first.rows,
    /** The rows of the pages loaded after the first, the same array until another page comes. */
    more,
    total,
    hasMore: page < totalPages,
    loading: fetcher.state !== 'idle',
    /** Why the last "Load more" failed, until the next one answers. */
    failed: fetcher.state === 'idle' ? failed : null,
    loadMore,
  };
}

/** The product cards and pagination of a listing loader's answer (`{ data: { products }, pagination }`). */
export function pageOf<K extends string>(key: K) {
  return <T extends { id: string | number }>(data: unknown): RowsPage<T> | null => {
    if (typeof data !== 'object' || data === null || !('data' in data)) return null;
    const inner = (data as { data: unknown }).data;
    if (typeof inner !== 'object' || inner === null || !(key in inner)) return null;
    const rows = (inner as Record<K, unknown>)[key];
    if (!Array.isArray(rows)) return null;
    const pagination = (data as { pagination?: TPagination | null }).pagination;
    return { rows: rows as T[], pagination };
  };
}
