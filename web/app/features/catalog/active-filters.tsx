import {
  formatDate,
  listingFacets,
  localDigits,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  poundLabel,
  type TFilterBox,
  type TListingFacet,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { X } from '~/components/icon';
import { FACET_TITLES } from './facet-titles';
import { FACET_KEYS, type ListingFilters, toggleValue, useListingQuery } from './use-listing-query';

type Chip = { label: string; next: ListingFilters };

/** The chips of the filters a listing offers that are on, each with the filters without it. */
function filterChips(filters: ListingFilters, filterbox: TFilterBox, kind: string | null): Chip[] {
  const offered = listingFacets(kind);
  const has = (f: TListingFacet) => offered.includes(f);
  const chips: Chip[] = [];
  if (has('arriveBy') && filters.arriveBy) {
    chips.push({
      label: m.catalog_chip_arrives_by({ date: formatDate(filters.arriveBy, 'day') }),
      next: { ...filters, arriveBy: null },
    });
  }
  const titles = FACET_TITLES(kind);
  for (const key of FACET_KEYS) {
    if (!has(key)) continue;
    const title = titles[key];
    for (const v of filters[key]) {
      // Weights are worded here, in the page's language; the API writes its labels in English.
      const label = key === 'pound' ? poundLabel(v) : (filterbox[key].find((f) => f.value === v)?.label ?? v);
      chips.push({
        label: m.catalog_chip_facet({ title, value: label }),
        next: toggleValue(filters, key, v),
      });
    }
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      label: m.catalog_chip_price({
        min: localDigits(String(filters.minPrice ?? PRICE_FILTER_MIN)),
        max: localDigits(String(filters.maxPrice ?? PRICE_FILTER_MAX)),
      }),
      next: { ...filters, minPrice: null, maxPrice: null },
    });
  }
  if (has('eggless') && filters.eggless)
    chips.push({ label: m.catalog_badge_eggless(), next: { ...filters, eggless: false } });
  if (has('sameDay') && filters.sameDay)
    chips.push({ label: m.catalog_chip_same_day(), next: { ...filters, sameDay: false } });
  return chips;
}

/** Chips of the active filters, each removable, so the shopper sees why the list is short. */
export function ActiveFilters({ filterbox, kind }: { filterbox: TFilterBox; kind: string | null }) {
  const { filters, setFilters, clear } = useListingQuery();
  const chips = filterChips(filters, filterbox, kind);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={m.catalog_chips_label()}>
      {chips.map((c) => (
        <li key={c.label}>
          <button
            type="button"
            onClick={() => setFilters(c.next)}
            className="flex items-center gap-1 rounded-full bg-berry-soft px-3 py-1 text-sm text-berry-dark hover:bg-berry hover:text-white"
            aria-label={m.catalog_chip_remove({ label: c.label })}
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
          {m.catalog_filters_clear_all()}
        </button>
      </li>
    </ul>
  );
}
