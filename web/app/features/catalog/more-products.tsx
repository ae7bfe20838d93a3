import type { TPagination, TProductCard } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect } from 'react';
import { MoreRowsFooter } from '~/components/layout/more-rows-footer';
import { pageOf, useMoreRows } from '~/lib/use-more-rows';

// "Load more" asks the route's own loader for the next page of the same address.
const productsOf = /* @__PURE__ */ pageOf('products');

export type MoreProductsProps = {
  first: TProductCard[];
  pagination?: TPagination;
  /** Receives the products of the pages loaded after the first, to draw under it. */
  onMore: (more: TProductCard[]) => void;
};

/** A listing's "Showing 20 of 45" and "Load more", which hands the next pages' products up. */
export function MoreProducts({ first, pagination, onMore }: MoreProductsProps) {
  const { items, total, more, ...state } = useMoreRows<TProductCard>({ rows: first, pagination }, productsOf);
  useEffect(() => onMore(more), [more, onMore]);
  return <MoreRowsFooter shown={items.length} total={total} noun={m.catalog_more_noun()} more={state} />;
}
