import { localDigits, type TListingData, type TPagination, type TProductCard } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { CompareTray } from '~/features/compare';
import { LaterPart } from '~/lib/later-part';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { ActiveFilters, FilterPanel, FiltersButton, SortSelect } from './filter-panel';
import { ListingEmpty } from './listing-empty';
import { MoreProducts } from './more-products';
import { PAGE } from './page-width';
import { ProductGrid } from './product-grid';

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
        {m.catalog_product_count({ count: localDigits(String(total)) })}
      </p>
    </header>
  );
}

// Most listings have products: what one without says, and its buttons, load when it has none.
const loadListingEmpty = () => import('./listing-empty').then((m) => m.ListingEmpty);

// The count and "Load more" sit at the end of a long list: the server draws them, and their code
// loads as the shopper scrolls near them.
const loadMoreProducts = () => import('./more-products').then((m) => m.MoreProducts);

function ListingBody({ data, pagination, kind = null }: Props) {
  const [more, setMore] = useState<TProductCard[]>([]);
  const items = more.length ? [...data.products, ...more] : data.products;
  return (
    <>
      {items.length === 0 ? (
        <LaterPart
          name="listing-empty"
          server={import.meta.env.SSR ? ListingEmpty : null}
          load={loadListingEmpty}
          props={{ kind }}
        />
      ) : (
        <>
          {/* Cards carry h3 names: this heading puts them under the page's outline and gives
              screen readers a place to jump to. */}
          <h2 className="sr-only">{m.catalog_products_heading()}</h2>
          <ProductGrid products={items} columns="4" />
          <LaterPart
            name="more-products"
            server={import.meta.env.SSR ? MoreProducts : null}
            load={loadMoreProducts}
            when="near"
            props={{ first: data.products, pagination, onMore: setMore }}
          />
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
