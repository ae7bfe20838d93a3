import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, SORTS, type TFilterBox, type TSort } from '@upahar/contract';
import { lazy, Suspense } from 'react';
import { SlidersHorizontal, X } from '~/components/icon';
import { useLazyDialog } from '~/lib/use-lazy-dialog';
import { useMediaQuery } from '~/lib/use-media-query';
import { FacetGroup, PriceRange } from './filter-fields';
import { activeFilterCount, type FacetKey, toggleValue, useListingQuery } from './use-listing-query';

// The phone's slide-over of filters (and the dialog library) loads when a shopper reaches for it.
const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })));

export const SORT_LABELS: Record<TSort, string> = {
  popular: 'Popular',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

const GROUPS: { key: FacetKey; title: string }[] = [
  { key: 'size', title: 'Size' },
  { key: 'brand', title: 'Brand' },
  { key: 'color', title: 'Colour' },
  { key: 'tags', title: 'Tags' },
];

/** The facets and price range; every change navigates so the server renders the filtered page. */
type FieldsProps = {
  filterbox: TFilterBox;
  /** Eggless and same-day only mean something for cakes and gifts, not cars or donations. */
  cakeFilters?: boolean;
};

export function FilterFields({
  filterbox,
  idPrefix,
  cakeFilters = true,
}: FieldsProps & { idPrefix: string }) {
  const { filters, setFilters, clear } = useListingQuery();
  const count = activeFilterCount(filters);
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
      {GROUPS.map(({ key, title }) => (
        <FacetGroup
          key={key}
          id={`${idPrefix}-${key}`}
          title={title}
          facets={filterbox[key]}
          selected={filters[key]}
          swatches={key === 'color'}
          onToggle={(value) => setFilters(toggleValue(filters, key, value))}
        />
      ))}
      <PriceRange
        idPrefix={idPrefix}
        min={filters.minPrice}
        max={filters.maxPrice}
        onApply={(minPrice, maxPrice) => setFilters({ ...filters, minPrice, maxPrice })}
      />
      {cakeFilters && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">Delivery</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-berry"
              checked={filters.eggless}
              onChange={() => setFilters({ ...filters, eggless: !filters.eggless })}
            />
            Eggless available
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-berry"
              checked={filters.sameDay}
              onChange={() => setFilters({ ...filters, sameDay: !filters.sameDay })}
            />
            Same-day delivery
          </label>
        </fieldset>
      )}
    </div>
  );
}

/**
 * The filter panel: size, brand, colour and tags with counts, price 0 to 5000.
 * A sidebar from 1024 px; below that the `FiltersButton` opens the same fields in a slide-over.
 */
export function FilterPanel({ filterbox, cakeFilters }: FieldsProps) {
  // Hidden below 1024 px anyway: once the page is live, a phone drops the sidebar's elements.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  if (!wide) return null;
  return (
    <aside aria-label="Filters" className="hidden lg:block">
      <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-soft">
        <FilterFields filterbox={filterbox} cakeFilters={cakeFilters} idPrefix="side" />
      </div>
    </aside>
  );
}

export function FiltersButton({
  filterbox,
  cakeFilters,
  resultCount,
}: FieldsProps & { resultCount: number }) {
  const dialog = useLazyDialog(loadSheet);
  const { filters } = useListingQuery();
  const count = activeFilterCount(filters);
  return (
    <>
      <button {...dialog.buttonProps} className="btn-secondary min-h-10 px-4 text-sm lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters{count > 0 ? ` (${count})` : ''}
      </button>
      {dialog.open && (
        <Suspense fallback={null}>
          <FilterSheet
            filterbox={filterbox}
            cakeFilters={cakeFilters}
            resultCount={resultCount}
            onClose={dialog.close}
          />
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

/** Chips of the active filters, each removable, so the shopper sees why the list is short. */
export function ActiveFilters({ filterbox }: { filterbox: TFilterBox }) {
  const { filters, setFilters, clear } = useListingQuery();
  const chips: { label: string; next: typeof filters }[] = [];
  for (const { key, title } of GROUPS) {
    for (const v of filters[key]) {
      const label = filterbox[key].find((f) => f.value === v)?.label ?? v;
      chips.push({ label: `${title}: ${label}`, next: toggleValue(filters, key, v) });
    }
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      label: `₨ ${filters.minPrice ?? PRICE_FILTER_MIN} – ${filters.maxPrice ?? PRICE_FILTER_MAX}`,
      next: { ...filters, minPrice: null, maxPrice: null },
    });
  }
  if (filters.eggless) chips.push({ label: 'Eggless', next: { ...filters, eggless: false } });
  if (filters.sameDay) chips.push({ label: 'Same day', next: { ...filters, sameDay: false } });
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((c) => (
        <li key={c.label}>
          <button
            type="button"
            onClick={() => setFilters(c.next)}
            className="flex items-center gap-1 rounded-full bg-berry-soft px-3 py-1 text-sm text-berry-dark hover:bg-berry hover:text-white"
            aria-label={`Remove filter ${c.label}`}
          >
            {c.label} <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={clear}
          className="px-2 text-sm font-medium text-cocoa-soft underline hover:text-berry"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
