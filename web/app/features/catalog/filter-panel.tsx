import { listingFacets, localDigits, SORTS, type TSort } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense } from 'react';
import { SlidersHorizontal } from '~/components/icon';
import { LaterPart } from '~/lib/later-part';
import { useLazyDialog } from '~/lib/use-lazy-dialog';
import { useMediaQuery } from '~/lib/use-media-query';
import { ActiveFilters as ServerActiveFilters } from './active-filters';
import type { FieldsProps } from './filter-form';
import { activeFilterCount, useListingQuery } from './use-listing-query';

// The phone's slide-over of filters (and the dialog library) loads when a shopper reaches for it.
const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })));
// The sidebar's fields load only where the sidebar shows, from 1024 px.
const SideFields = lazy(() => import('./filter-form').then((m) => ({ default: m.FilterFields })));

const SORT_LABELS: Record<TSort, string> = {
  popular: m.catalog_sort_popular(),
  newest: m.catalog_sort_newest(),
  'price-asc': m.catalog_sort_price_asc(),
  'price-desc': m.catalog_sort_price_desc(),
};

/**
 * The filter panel: a sidebar from 1024 px; below that the `FiltersButton` opens the same fields
 * in a slide-over.
 */
export function FilterPanel(props: FieldsProps) {
  // Hidden below 1024 px anyway: once the page is live, a phone drops the sidebar's elements.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  if (!wide) return null;
  return (
    <aside aria-label={m.catalog_filters()} className="hidden lg:block">
      <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-soft">
        <Suspense fallback={null}>
          <SideFields {...props} idPrefix="side" />
        </Suspense>
      </div>
    </aside>
  );
}

export function FiltersButton({ filterbox, kind, resultCount }: FieldsProps & { resultCount: number }) {
  const dialog = useLazyDialog(loadSheet);
  const { filters } = useListingQuery();
  const count = activeFilterCount(filters, listingFacets(kind));
  return (
    <>
      <button {...dialog.buttonProps} className="btn-secondary min-h-10 px-4 text-sm lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? m.catalog_filters_count({ count: localDigits(String(count)) }) : m.catalog_filters()}
      </button>
      {dialog.open && (
        <Suspense fallback={null}>
          <FilterSheet filterbox={filterbox} kind={kind} resultCount={resultCount} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}

/** The chips' code, which a listing without filters on never needs. */
const loadActiveFilters = () => import('./active-filters').then((m) => m.ActiveFilters);

/**
 * Chips of the filters that are on: the server draws them, and the browser loads their code only
 * when a listing has filters on, as most first visits do not.
 */
export function ActiveFilters(props: FieldsProps) {
  const { filters } = useListingQuery();
  if (activeFilterCount(filters, listingFacets(props.kind)) === 0) return null;
  return (
    <LaterPart
      name="active-filters"
      server={import.meta.env.SSR ? ServerActiveFilters : null}
      load={loadActiveFilters}
      props={props}
    />
  );
}

export function SortSelect() {
  const { filters, setFilters } = useListingQuery();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-cocoa-soft max-sm:sr-only">{m.catalog_sort()}</span>
      <select
        value={filters.sort}
        onChange={(e) => setFilters({ ...filters, sort: e.target.value as TSort })}
        className="min-h-10 rounded-full border border-line bg-white px-3 pr-8 font-medium text-cocoa"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
