import type { TCommunityType, TPagination } from '@upahar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useSession } from '~/features/session';
import { type ListAnswer, type ListData, type ListKind, listAddress } from './community-pages';

/** A first page already in hand (a server render), in the envelope's shape. */
export type InitialPage<D> = { data: D; meta?: { pagination: TPagination } };

type Item<K extends ListKind> = ListData<K> extends { items: (infer T extends { id: string })[] } ? T : never;
// Every list's answer holds `items`; inside generic code that cannot be seen.
const itemsOf = <K extends ListKind>(data: ListData<K>) => (data as unknown as { items: Item<K>[] }).items;
type Status = 'loading' | 'ready' | 'error';

/**
 * One community list under a product (reviews, questions, comments), read through a fetcher of
 * the list route. Page 1 replaces the list, later pages append; a newer load cancels an older one
 * without any code of ours. A first page in hand is shown at once and read again only for a
 * signed-in reader (the server rendered it as a visitor). What the reader posts is added in place.
 */
export function useCommunityList<K extends ListKind>(
  kind: K,
  query: { id: string; type: TCommunityType },
  initial?: InitialPage<ListData<K>>,
) {
  const fetcher = useFetcher<ListAnswer<K>>();
  const session = useSession();
  const [data, setData] = useState<ListData<K> | null>(initial?.data ?? null);
  const [items, setItems] = useState<Item<K>[]>(initial ? itemsOf<K>(initial.data) : []);
  const [pagination, setPagination] = useState<TPagination | null>(initial?.meta?.pagination ?? null);
  const [status, setStatus] = useState<Status>(initial ? 'ready' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const hadInitial = useRef(Boolean(initial));
  const asked = useRef(1);
  const { id, type } = query;
  const { load } = fetcher;

  const loadPage = useCallback(
    (page: number) => {
      asked.current = page;
      if (page === 1) setError(null);
      else setMoreError(null);
      void load(listAddress(kind, type, id, page));
    },
    [load, kind, type, id],
  );

  // An answer arrived: page 1 replaces the list, later pages append.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer) return;
    if (!answer.ok) {
      if (answer.page > 1) setMoreError(answer.message);
      else {
        setError(answer.message);
        setStatus((s) => (s === 'ready' ? s : 'error'));
      }
      return;
    }
    const rows = itemsOf<K>(answer.data);
    if (answer.page === 1) {
      setData(answer.data);
      setItems(rows);
    } else {
      // Something posted meanwhile shifts the pages: never show an item twice.
      setItems((prev) => {
        const seen = new Set(prev.map((i) => i.id));
        return [...prev, ...rows.filter((i) => !seen.has(i.id))];
      });
    }
    setPagination(answer.pagination);
    setStatus('ready');
  }, [fetcher.state, fetcher.data]);

  // Wait for the session check so the first browser read already knows who is reading.
  const viewer = session.status === 'checking' ? undefined : (session.user?.id ?? null);
  useEffect(() => {
    if (viewer === undefined) return;
    const skip = hadInitial.current && viewer === null;
    hadInitial.current = false;
    if (!skip) loadPage(1);
  }, [viewer, loadPage]);

  const busy = fetcher.state !== 'idle';
  const loadMore = () => {
    if (busy || !pagination) return;
    loadPage(pagination.currentPage + 1);
  };

  return {
    data,
    setData,
    items,
    setItems,
    pagination,
    setPagination,
    status,
    error,
    reload: () => loadPage(1),
    loadMore,
    loadingMore: busy && asked.current > 1,
    moreError,
    hasMore: pagination ? pagination.currentPage < pagination.totalPages : false,
  };
}
