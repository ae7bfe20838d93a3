import type { TDealCard, TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { MoreRowsFooter } from '~/components/layout/more-rows-footer';
import { ProductGrid } from '~/features/catalog';
import { type RowsPage, useMoreRows } from '~/lib/use-more-rows';

/** The products and their page in a campaign route's answer, for "Load more". */
function productsOf(data: unknown): RowsPage<TDealCard> | null {
  if (typeof data !== 'object' || data === null || !('products' in data)) return null;
  const { products, pagination } = data as { products: TDealCard[]; pagination?: TPagination };
  return { rows: products, pagination };
}

/** The campaign's products at their campaign prices: the first page from the server, then "Load more". */
export function CampaignProducts({
  products,
  pagination,
}: {
  products: TDealCard[];
  pagination: TPagination | undefined;
}) {
  const { items, total, ...more } = useMoreRows({ rows: products, pagination }, productsOf);
  if (items.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-cocoa-soft shadow-soft">{m.campaigns_no_products()}</p>
    );
  return (
    <>
      <ProductGrid products={items} />
      {(more.hasMore || more.failed) && (
        <MoreRowsFooter shown={items.length} total={total} noun="products" more={more} className="mt-8" />
      )}
    </>
  );
}
