import { listingFacets, poundLabel, showsFlag, type TFilterBox } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { LOCALE } from '~/lib/locale';
import { ArriveByField } from './arrive-by';
import { FACET_TITLES } from './facet-titles';
import { CheckRow, FacetGroup } from './filter-fields';
import { PriceSlider } from './price-slider';
import { activeFilterCount, type FacetKey, toggleValue, useListingQuery } from './use-listing-query';

// The filters themselves, for the sidebar and the phone's slide-over. Both load this module when
// they are first shown, so a phone downloads it only when the shopper opens the filters. A shopper
// at the filters is about to turn one on, so the chips of filters that are on start loading too.
void import('./active-filters');

/** What the shopper decides first comes first: when, how heavy, which flavour and shape. */
const FIRST: FacetKey[] = ['pound', 'flavour', 'shape'];
const AFTER: FacetKey[] = ['occasion'];
const LAST: FacetKey[] = ['size', 'color', 'brand', 'tags'];
/** Tags are many and each narrows little: a few, the rest behind "Show all". */
const SHOWN: Partial<Record<FacetKey, number>> = { tags: 6, pound: 10 };

export type FieldsProps = {
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
        // The weights' labels in this page's language (the API writes them in English).
        facets={
          key === 'pound'
            ? filterbox.pound.map((f) => ({ ...f, label: poundLabel(f.value) }))
            : filterbox[key]
        }
        total={total}
        selected={filters[key]}
        swatches={key === 'color'}
        capitalize={key === 'size' || key === 'color' || key === 'tags'}
        shown={SHOWN[key]}
        // "2 पाउन्ड" is too wide for two to a row in the sidebar: Nepali weights take a row each.
        columns={key === 'pound' && LOCALE !== 'ne'}
        numbered={key === 'size'}
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
        <h2 className="font-display text-xl font-semibold">{m.catalog_filters()}</h2>
        {count > 0 && (
          <button type="button" onClick={clear} className="text-sm font-medium text-berry hover:underline">
            {m.catalog_filters_clear_all()}
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
          {flag('sameDay', m.catalog_filters_same_day_delivery())}
        </div>
      )}
      {FIRST.map(group)}
      {flag('eggless', m.catalog_badge_eggless())}
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
