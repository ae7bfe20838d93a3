import { listingFacets, type TListingData, type TPagination, type TProductCard } from '@upahar/contract';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PackageSearch } from '~/components/icon';
import { MoreRowsFooter } from '~/components/layout/more-rows-footer';
import { CompareTray } from '~/features/compare';
import { pageOf, useMoreRows } from '~/lib/use-more-rows';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { ActiveFilters, FilterPanel, FiltersButton, SortSelect } from './filter-panel';
import { PAGE } from './page-width';
import { ProductGrid } from './product-grid';
import { activeFilterCount, useListingQuery } from './use-listing-query';

type Props = {
  data: TListingData;
  pagination?: TPagination;
  /** Links above the title (Home › Categories ›). */
  breadcrumb?: Crumb[];
  /** Replaces the default title block (e.g. a store header). */
  heading?: ReactNode;
  /**
   * The category's kind, which decides the filters (listingFacets in the contract); null (the
   * default) for a listing of mixed kinds.
   */
  kind?: string | null;
  /** Shown between the heading and the products (sub-categories, landing content...). */
  children?: ReactNode;
};

function ListingHeading({ data, total, tight }: { data: TListingData; total: number; tight: boolean }) {
  return (
    <header className={`${tight ? 'pt-4' : 'pt-6 sm:pt-8'} pb-6 sm:pb-8`}>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{data.title}</h1>
      {data.description && <p className="mt-2 max-w-3xl text-cocoa-soft">{data.description}</p>}
      <p className="mt-2 text-sm text-cocoa-soft">
        {total} {total === 1 ? 'product' : 'products'}
      </p>
    </header>
  );
}

function EmptyState({ kind }: { kind: string | null }) {
  const { filters, clear } = useListingQuery();
  const filtered = activeFilterCount(filters, listingFacets(kind)) > 0;
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-soft">
      <PackageSearch aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
      <h2 className="mt-4 font-display text-2xl font-semibold">
        {filtered ? 'No products match these filters' : 'Nothing here yet'}
      </h2>
      <p className="mt-2 max-w-md text-cocoa-soft">
        {filtered
          ? 'Try fewer filters or a wider price range.'
          : `${kind === 'cake' ? 'Our bakers are baking' : kind === 'flowers' ? 'Our florists are arranging' : 'Our makers are making'} new things for this shelf. Have a look around the other categories.`}
      </p>
      {filtered ? (
        <button type="button" onClick={clear} className="btn-primary mt-6">
          Clear filters
        </button>
      ) : (
        <Link to="/categories" className="btn-primary mt-6">
          Browse categories
        </Link>
      )}
    </div>
  );
}

// "Load more" asks the route's own loader for the next page of the same address.
const productsOf = pageOf('products');

function ListingBody({ data, pagination, kind = null }: Props) {
  const { items, total, ...more } = useMoreRows<TProductCard>(
    { rows: data.products, pagination },
    productsOf,
  );
  return (
    <>
      {items.length === 0 ? (
        <EmptyState kind={kind} />
      ) : (
        <>
          {/* Cards carry h3 names: this heading puts them under the page's outline and gives
              screen readers a place to jump to. */}
          <h2 className="sr-only">Products</h2>
          <ProductGrid products={items} columns="4" />
          <MoreRowsFooter shown={items.length} total={total} noun="products" more={more} />
        </>
      )}
    </>
  );
}

/** Every product listing: heading, filters, grid and "Load more" (later pages append). */
export function ListingPage(props: Props) {
  const { pathname, search } = useLocation();
  const total = props.pagination?.total ?? props.data.products.length;
  const kind = props.kind ?? null;
  return (
    <div className={`${PAGE} pb-12`}>
      {props.breadcrumb && <Breadcrumb items={props.breadcrumb} current={props.data.title} />}
      {props.heading ?? <ListingHeading data={props.data} total={total} tight={!!props.breadcrumb} />}
      {props.children}
      <div className="gap-8 lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
        <FilterPanel filterbox={props.data.filterbox} kind={kind} />
        <div className="min-w-0 space-y-4">
          {/* Outside the list below, so the phone's slide-over stays open while its filters change. */}
          <div className="flex items-center justify-between gap-3 lg:justify-end">
            <FiltersButton filterbox={props.data.filterbox} kind={kind} resultCount={total} />
            <SortSelect />
          </div>
          <ActiveFilters filterbox={props.data.filterbox} kind={kind} />
          {/* A new URL (filters, sort) is a new list: start again from its first page. */}
          <ListingBody key={`${pathname}?${search}`} {...props} />
        </div>
      </div>
      <CompareTray />
    </div>
  );
}
