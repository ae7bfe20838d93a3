import { COMPARE_MAX, formatNumber, type TCompareRow } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { GitCompareArrows, X } from '~/components/icon';
import { productPath } from '~/components/layout/link-target';
import { PAGE, RatingStars } from '~/features/catalog';
import { CompareAddButton, useCompare, useCompareProducts } from '~/features/compare';
import { Price } from '~/features/currency';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = () => [
  { title: m.compare_meta_title() },
  { name: 'description', content: m.compare_meta_description() },
  // The list lives in this browser only, so there is nothing here for a search engine.
  { name: 'robots', content: 'noindex' },
];

const yesNo = (v: boolean) => (v ? m.compare_yes() : m.compare_no());
/** A weight in pounds in the page's digits, with the digits after the point it has (1.5). */
const poundNumber = (n: number) => formatNumber(n, { decimals: (String(n).split('.')[1] ?? '').length });
const list = (v: string[]) => (v.length ? v.join(', ') : '—');
const pounds = (r: TCompareRow) =>
  r.minPound === null
    ? '—'
    : r.maxPound && r.maxPound !== r.minPound
      ? m.compare_pounds_range({ min: poundNumber(r.minPound), max: poundNumber(r.maxPound) })
      : m.compare_pounds({ pound: poundNumber(r.minPound) });
const prep = (h: number) =>
  h <= 0
    ? m.compare_ready_now()
    : h < 24
      ? m.compare_prep_hours({ hours: formatNumber(h) })
      : (h >= 48 ? m.compare_prep_days : m.compare_prep_day)({ days: formatNumber(Math.round(h / 24)) });

// The comparison (up to 3), from products/multiple, ids from local storage.
const ROWS: { label: string; cell: (r: TCompareRow) => ReactNode }[] = [
  {
    label: m.compare_row_price(),
    cell: (r) => (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <Price paisa={r.price} className="font-semibold" />
        {r.originalPrice && r.originalPrice > r.price && (
          <s className="text-xs text-cocoa-soft">
            <Price paisa={r.originalPrice} />
          </s>
        )}
        {/* Cakes are priced by weight: a price means nothing beside another without it. */}
        {r.minPound !== null && (
          <span className="text-xs text-cocoa-soft">
            {m.compare_price_for_pounds({ pound: poundNumber(r.minPound) })}
          </span>
        )}
      </span>
    ),
  },
  { label: m.compare_row_rating(), cell: (r) => <RatingStars rating={r.rating} count={r.ratingCount} /> },
  {
    label: m.compare_row_store(),
    cell: (r) =>
      r.store ? (
        <Link to={`/store/${encodeURIComponent(r.store.slug)}`} className="text-berry hover:underline">
          {r.store.name}
        </Link>
      ) : (
        '—'
      ),
  },
  { label: m.compare_row_brand(), cell: (r) => r.brand?.name ?? '—' },
  {
    label: m.compare_row_category(),
    cell: (r) => (
      <Link
        to={`/category/${encodeURIComponent(r.category.slug)}`}
        className="hover:text-berry hover:underline"
      >
        {r.category.name}
      </Link>
    ),
  },
  { label: m.compare_row_sizes(), cell: (r) => list(r.sizes) },
  { label: m.compare_row_colours(), cell: (r) => <span className="capitalize">{list(r.colors)}</span> },
  { label: m.compare_row_pounds(), cell: pounds },
  { label: m.compare_row_eggless(), cell: (r) => yesNo(r.isEggless) },
  { label: m.compare_row_same_day(), cell: (r) => yesNo(r.isSameDay) },
  { label: m.compare_row_preparation(), cell: (r) => prep(r.prepHours) },
  {
    label: m.compare_row_description(),
    cell: (r) => <span className="line-clamp-6 text-cocoa-soft">{r.description}</span>,
  },
];

function Empty() {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-soft">
      <GitCompareArrows aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
      <h2 className="mt-4 font-display text-2xl font-semibold">{m.compare_empty_title()}</h2>
      <p className="mt-2 max-w-md text-cocoa-soft">
        {m.compare_empty_text({ max: formatNumber(COMPARE_MAX) })}
      </p>
      <Link to="/category/cakes" className="btn-primary mt-6">
        {m.compare_browse_cakes()}
      </Link>
    </div>
  );
}

function Table({ rows, remove }: { rows: TCompareRow[]; remove: (id: string) => void }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[40rem] table-fixed border-separate border-spacing-0 overflow-hidden rounded-3xl bg-white text-sm shadow-soft">
        <caption className="sr-only">{m.compare_table_caption()}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-28 border-b border-line bg-white p-4 align-bottom text-xs text-cocoa-soft sm:w-44">
              {m.compare_count_of_max({ count: formatNumber(rows.length), max: formatNumber(COMPARE_MAX) })}
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
                    aria-label={m.compare_remove_named({ name: r.name })}
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
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{m.compare_title()}</h1>
          <p className="mt-1 text-cocoa-soft">{m.compare_intro({ max: formatNumber(COMPARE_MAX) })}</p>
        </div>
        {ids.length > 0 && (
          <button type="button" onClick={clear} className="btn-secondary">
            {m.compare_clear_all()}
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
                {m.common_try_again()}
              </button>
            </p>
          )}
          {gone.length > 0 && (
            <p className="mb-4 rounded-2xl bg-white p-4 text-sm text-cocoa-soft shadow-soft">
              {m.compare_gone({ count: formatNumber(gone.length) })}{' '}
              <button
                type="button"
                onClick={() => gone.forEach(remove)}
                className="font-medium text-berry underline"
              >
                {m.compare_remove_gone()}
              </button>
            </p>
          )}
          {rows.length > 0 && <Table rows={rows} remove={remove} />}
        </>
      )}
    </div>
  );
}
