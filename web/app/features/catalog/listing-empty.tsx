import { listingFacets } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { PackageSearch } from '~/components/icon';
import { activeFilterCount, useListingQuery } from './use-listing-query';

/** A listing with no products: why, and where to go from here. */
export function ListingEmpty({ kind }: { kind: string | null }) {
  const { filters, clear } = useListingQuery();
  const filtered = activeFilterCount(filters, listingFacets(kind)) > 0;
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-soft">
      <PackageSearch aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
      <h2 className="mt-4 font-display text-2xl font-semibold">
        {filtered ? m.catalog_empty_filtered_title() : m.catalog_empty_title()}
      </h2>
      <p className="mt-2 max-w-md text-cocoa-soft">
        {filtered
          ? m.catalog_empty_filtered_text()
          : kind === 'cake'
            ? m.catalog_empty_text_cake()
            : kind === 'flowers'
              ? m.catalog_empty_text_flowers()
              : m.catalog_empty_text_other()}
      </p>
      {filtered ? (
        <button type="button" onClick={clear} className="btn-primary mt-6">
          {m.catalog_empty_clear_filters()}
        </button>
      ) : (
        <Link to="/categories" className="btn-primary mt-6">
          {m.catalog_empty_browse_categories()}
        </Link>
      )}
    </div>
  );
}
