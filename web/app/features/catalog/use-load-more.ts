import type { TPagination, TProductCard } from '@upahar/contract';
import { useState } from 'react';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { type ListingEndpoint, type ListingParams, listingInput } from './listing-route';
import { type ApiQuery, parseListingParams, toApiQuery } from './use-listing-query';

type Args<E extends ListingEndpoint> = {
  /** The listing's endpoint and its path parameters, asked for the next page. */
  endpoint: E;
  params: ListingParams<E>;
  /** Parameters the listing needs besides the filters (e.g. search's `query`). */
  extraQuery?: ApiQuery;
  search: string;
  products: TProductCard[];
  pagination: TPagination | undefined;
};

/**
 * Later pages append to the items. The first page comes from the loader (rendered on the
 * server); "Load more" fetches the next page in the browser with the same filters. The owner
 * remounts this state when the URL changes, so a new filter starts from its own first page.
 */
export function useLoadMore<E extends ListingEndpoint>({
  endpoint,
  params,
  extraQuery,
  search,
  products,
  pagination,
}: Args<E>) {
  const [more, setMore] = useState<TProductCard[]>([]);
  const [page, setPage] = useState(pagination?.currentPage ?? 1);
  const [totalPages, setTotalPages] = useState(pagination?.totalPages ?? 1);
  const [total, setTotal] = useState(pagination?.total ?? products.length);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const query = {
        ...extraQuery,
        ...toApiQuery(parseListingParams(new URLSearchParams(search)), page + 1),
      };
      const res = await callApi(endpoint, ...listingInput<E>(params, query));
      // A listing endpoint answers a page of cards (its type says so; generics cannot see it here).
      const cards = (res.data as { products: TProductCard[] }).products;
      // A product can move between pages while the shopper reads (new sales): never show it twice.
      setMore((prev) => {
        const seen = new Set([...products, ...prev].map((p) => p.id));
        return [...prev, ...cards.filter((p) => !seen.has(p.id))];
      });
      const p = res.meta?.pagination;
      setPage(p?.currentPage ?? page + 1);
      if (p) {
        setTotalPages(p.totalPages);
        setTotal(p.total);
      } else if (cards.length === 0) setTotalPages(page);
    } catch (e) {
      setError(errorMessage(e, 'Could not load more products'));
    } finally {
      setLoading(false);
    }
  };

  const items = more.length ? [...products, ...more] : products;
  return { items, total, hasMore: page < totalPages, loading, error, loadMore };
}
