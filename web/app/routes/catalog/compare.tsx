import { COMPARE_MAX, PRODUCT_NAME, type TCompareRow } from '@upahar/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { GitCompareArrows, X } from '~/components/icon';
import { productPath } from '~/components/layout/link-target';
import { PAGE, RatingStars } from '~/features/catalog';
import { CompareAddButton, useCompare, useCompareProducts } from '~/features/compare';
import { Price } from '~/features/currency';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = () => [
  { title: `Compare products | ${PRODUCT_NAME}` },
  { name: 'description', content: 'Compare up to three cakes and gifts side by side.' },
  // The list lives in this browser only, so there is nothing here for a search engine.
  { name: 'robots', content: 'noindex' },
];

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const list = (v: string[]) => (v.length ? v.join(', ') : '—');
const pounds = (r: TCompareRow) =>
  r.minPound === null
    ? '—'
    : r.maxPound && r.maxPound !== r.minPound
      ? `${r.minPound} – ${r.maxPound} lb`
      : `${r.minPound} lb`;
const prep = (h: number) =>
  h <= 0 ? 'Ready now' : h < 24 ? `${h} h` : `${Math.round(h / 24)} day${h >= 48 ? 's' : ''}`;

// The comparison (up to 3), from products/multiple, ids from local storage.
const ROWS: { label: string; cell: (r: TCompareRow) => ReactNode }[] = [
  {
    label: 'Price',
    cell: (r) => (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <Price paisa={r.price} className="font-semibold" />
        {r.originalPrice && r.originalPrice > r.price && (
          <s className="text-xs text-cocoa-soft">
            <Price paisa={r.originalPrice} />
          </s>
        )}
        {/* Cakes are priced by weight: a price means nothing beside another without it. */}
        {r.minPound !== null && <span className="text-xs text-cocoa-soft">for {r.minPound} lb</span>}
      </span>
    ),
  },
  { label: 'Rating', cell: (r) => <RatingStars rating={r.rating} count={r.ratingCount} /> },
  {
    label: 'Store',
    cell: (r) =>
      r.store ? (
        <Link to={`/store/${encodeURIComponent(r.store.slug)}`} className="text-berry hover:underline">
          {r.store.name}
        </Link>
      ) : (
        '—'
      ),
  },
  { label: 'Brand', cell: (r) => r.brand?.name ?? '—' },
  {
    label: 'Category',
    cell: (r) => (
      <Link
        to={`/category/${encodeURIComponent(r.category.slug)}`}
        className="hover:text-berry hover:underline"
      >
        {r.category.name}
      </Link>
    ),
  },
  { label: 'Sizes', cell: (r) => list(r.sizes) },
  { label: 'Colours', cell: (r) => <span className="capitalize">{list(r.colors)}</span> },
  { label: 'Pounds', cell: pounds },
  { label: 'Eggless', cell: (r) => yesNo(r.isEggless) },
  { label: 'Same-day delivery', cell: (r) => yesNo(r.isSameDay) },
  { label: 'Preparation time', cell: (r) => prep(r.prepHours) },
  {
    label: 'Description',
    cell: (r) => <span className="line-clamp-6 text-cocoa-soft">{r.description}</span>,
  },
];

function Empty() {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-soft">
      <GitCompareArrows aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
      <h2 className="mt-4 font-display text-2xl font-semibold">Nothing to compare yet</h2>
      <p className="mt-2 max-w-md text-cocoa-soft">
        Tap the compare button on up to {COMPARE_MAX} products, then come back here to see them side by side.
      </p>
      <Link to="/category/cakes" className="btn-primary mt-6">
        Browse cakes
      </Link>
    </div>
  );
}

function Table({ rows, remove }: { rows: TCompareRow[]; remove: (id: string) => void }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[40rem] table-fixed border-separate border-spacing-0 overflow-hidden rounded-3xl bg-white text-sm shadow-soft">
        <caption className="sr-only">Products side by side</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-28 border-b border-line bg-white p-4 align-bottom text-xs text-cocoa-soft sm:w-44">
              {rows.length} of {COMPARE_MAX}
            </td>
            {rows.map((r) => (
              <th
                key={r.id}
                scope="col"
                className="border-b border-l border-line p-4 text-left align-top font-normal"
              >
                <div className="relative">
                  <button
                    type="button"
                    onClick={() => remove(r.id)}
                    aria-label={`Remove ${r.name} from comparison`}
                    className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-white/95 text-cocoa shadow-soft hover:text-berry"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                  {r.image && (
                    <img
                      src={r.image}
                      alt={r.imageAlt || r.name}
                      width={240}
                      height={240}
                      className="aspect-square w-full rounded-2xl bg-cream object-cover"
                    />
                  )}
                  <Link
                    to={productPath(r.slug)}
                    className="mt-3 line-clamp-2 font-display text-base font-semibold hover:text-berry-dark"
                  >
                    {r.name}
                  </Link>
                  <CompareAddButton row={r} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="bg-white even:bg-cream">
              {/* The labels stay in view while the products scroll sideways on a phone. */}
              <th scope="row" className="sticky left-0 z-10 bg-inherit p-4 text-left align-top font-semibold">
                {row.label}
              </th>
              {rows.map((r) => (
                <td key={r.id} className="border-l border-line p-4 align-top">
                  {row.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Compare() {
  const { ids, remove, clear } = useCompare();
  const { rows, loading, error, retry } = useCompareProducts(ids);
  // The list lives in local storage: the server cannot know it, so wait for the browser.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const gone = !loading && !error ? ids.filter((id) => !rows.some((r) => r.id === id)) : [];
  return (
    <div className={`${PAGE} pt-6 pb-12 sm:pt-8`}>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">Compare products</h1>
          <p className="mt-1 text-cocoa-soft">
            Up to {COMPARE_MAX} products side by side. The list is kept for 24 hours.
          </p>
        </div>
        {ids.length > 0 && (
          <button type="button" onClick={clear} className="btn-secondary">
            Clear comparison
          </button>
        )}
      </header>
      {!hydrated || (loading && rows.length === 0) ? (
        <div aria-busy="true" className="h-96 animate-pulse rounded-3xl bg-white shadow-soft">
          <span className="sr-only">Loading Please Wait</span>
        </div>
      ) : ids.length === 0 ? (
        <Empty />
      ) : (
        <>
          {error && (
            <p role="alert" className="mb-4 rounded-2xl bg-danger-soft p-4 text-danger">
              {error}{' '}
              <button type="button" onClick={retry} className="font-semibold underline">
                Try again
              </button>
            </p>
          )}
          {gone.length > 0 && (
            <p className="mb-4 rounded-2xl bg-white p-4 text-sm text-cocoa-soft shadow-soft">
              {gone.length === 1 ? 'One product is' : `${gone.length} products are`} no longer on sale.{' '}
              <button
                type="button"
                onClick={() => gone.forEach(remove)}
                className="font-medium text-berry underline"
              >
                Remove from the list
              </button>
            </p>
          )}
          {rows.length > 0 && <Table rows={rows} remove={remove} />}
        </>
      )}
    </div>
  );
}
