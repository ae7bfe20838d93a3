import { listingFacets, SORTS, showsFlag, type TFilterBox, type TSort } from '@upahar/contract';
import { lazy, Suspense } from 'react';
import { SlidersHorizontal } from '~/components/icon';
import { useLazyDialog } from '~/lib/use-lazy-dialog';
import { useMediaQuery } from '~/lib/use-media-query';
import { ArriveByField } from './arrive-by';
import { FACET_TITLES } from './facet-titles';
import { CheckRow, FacetGroup } from './filter-fields';
import { PriceSlider } from './price-slider';
import { activeFilterCount, type FacetKey, toggleValue, useListingQuery } from './use-listing-query';

export { ActiveFilters } from './active-filters';

// The phone's slide-over of filters (and the dialog library) loads when a shopper reaches for it.
const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })));

export const SORT_LABELS: Record<TSort, string> = {
  popular: 'Popular',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** What the shopper decides first comes first: when, how heavy, which flavour. */
const FIRST: FacetKey[] = ['pound', 'flavour'];
const AFTER: FacetKey[] = ['occasion'];
const LAST: FacetKey[] = ['size', 'color', 'brand', 'tags'];
/** Tags are many and each narrows little: a few, the rest behind "Show all". */
const SHOWN: Partial<Record<FacetKey, number>> = { tags: 6, pound: 10 };

type FieldsProps = {
  filterbox: TFilterBox;
  /** The category's kind (listingFacets decides the filters); null for a listing of mixed kinds. */
  kind: string | null;
};

/** The filters the listing offers; every change navigates so the server renders the filtered page. */
export function FilterFields({ filterbox, kind, idPrefix }: FieldsProps & { idPrefix: string }) {
  const { filters, setFilters, clear } = useListingQuery();
  const offered = listingFacets(kind);
  const titles = FACET_TITLES(kind);
  const count = activeFilterCount(filters, offered);
  const { total } = filterbox;
  const group = (key: FacetKey) =>
    offered.includes(key) && (
      <FacetGroup
        key={key}
        id={`${idPrefix}-${key}`}
        title={titles[key]}
        facets={filterbox[key]}
        total={total}
        selected={filters[key]}
        swatches={key === 'color'}
        capitalize={key === 'size' || key === 'color' || key === 'tags'}
        shown={SHOWN[key]}
        columns={key === 'pound'}
        onToggle={(value) => setFilters(toggleValue(filters, key, value))}
      />
    );
  const flag = (key: 'eggless' | 'sameDay', label: string) =>
    offered.includes(key) &&
    showsFlag(filterbox[key], total, filters[key]) && (
      <CheckRow
        label={label}
        count={filterbox[key]}
        checked={filters[key]}
        onChange={() => setFilters({ ...filters, [key]: !filters[key] })}
      />
    );
  return (
    <div className="space-y-6">
      {/* In the slide-over the close button sits top right: keep "Clear all" clear of it. */}
      <div className={`flex items-center justify-between ${idPrefix === 'sheet' ? 'pr-12' : ''}`}>
        <h2 className="font-display text-xl font-semibold">Filters</h2>
        {count > 0 && (
          <button type="button" onClick={clear} className="text-sm font-medium text-berry hover:underline">
            Clear all
          </button>
        )}
      </div>
      {offered.includes('arriveBy') && (
        <div className="space-y-2">
          <ArriveByField
            idPrefix={idPrefix}
            counts={filterbox.arriveBy}
            total={total}
            value={filters.arriveBy}
            onChange={(arriveBy) => setFilters({ ...filters, arriveBy })}
          />
          {flag('sameDay', 'Same-day delivery')}
        </div>
      )}
      {FIRST.map(group)}
      {flag('eggless', 'Eggless')}
      {AFTER.map(group)}
      <PriceSlider
        idPrefix={idPrefix}
        min={filters.minPrice}
        max={filters.maxPrice}
        onApply={(minPrice, maxPrice) => setFilters({ ...filters, minPrice, maxPrice })}
      />
      {LAST.map(group)}
    </div>
  );
}

/**
 * The filter panel: a sidebar from 1024 px; below that the `FiltersButton` opens the same fields
 * in a slide-over.
 */
export function FilterPanel(props: FieldsProps) {
  // Hidden below 1024 px anyway: once the page is live, a phone drops the sidebar's elements.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  if (!wide) return null;
  return (
    <aside aria-label="Filters" className="hidden lg:block">
      <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-soft">
        <FilterFields {...props} idPrefix="side" />
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
        Filters{count > 0 ? ` (${count})` : ''}
      </button>
      {dialog.open && (
        <Suspense fallback={null}>
          <FilterSheet filterbox={filterbox} kind={kind} resultCount={resultCount} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}

export function SortSelect() {
  const { filters, setFilters } = useListingQuery();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-cocoa-soft max-sm:sr-only">Sort</span>
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
