import type { TDealCard, TPagination } from '@upahar/contract';
import { listCampaignProducts } from '@upahar/contract/endpoints';
import { useState } from 'react';
import { ProductGrid } from '~/features/catalog';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

/** The campaign's products at their campaign prices: the first page from the server, then "Load more". */
export function CampaignProducts({
  campaign,
  scope,
  products,
  pagination,
}: {
  campaign: string;
  scope?: { category?: string; brand?: string };
  products: TDealCard[];
  pagination: TPagination | undefined;
}) {
  const [items, setItems] = useState(products);
  const [page, setPage] = useState(pagination?.currentPage ?? 1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const totalPages = pagination?.totalPages ?? 1;

  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const res = await callApi(listCampaignProducts, { query: { campaign, ...scope, page: page + 1 } });
      setItems((now) => [...now, ...res.data.products.filter((p) => !now.some((q) => q.id === p.id))]);
      setPage(page + 1);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };

  if (items.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-cocoa-soft shadow-soft">
        No products are on offer here yet.
      </p>
    );
  return (
    <>
      <ProductGrid products={items} />
      {error && (
        <p role="alert" className="mt-4 text-center text-sm text-berry">
          {error}
        </p>
      )}
      {page < totalPages && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            className="btn-secondary min-h-11"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
