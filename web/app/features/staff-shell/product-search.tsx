import type { TBlogProductPick } from '@upahar/contract';
import { searchBlogProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { ui } from '~/components/form';
import { Plus, Search, X } from '~/components/icon';
import { callApi } from '~/lib/browser-api';
import { useFetched } from '~/lib/use-fetched';

/** Products on sale whose name matches, for staff screens that pick products (blog, campaigns, prizes). */
export const findBlogProducts = (q: string, signal?: AbortSignal) =>
  callApi(searchBlogProducts, { query: { q } }, { signal }).then((r) => r.data.products);

/** The lookup route that answers `findBlogProducts`, for the pickers that search as one types. */
export const staffProductsAddress = (q: string) => `/lookup/staff-products?${new URLSearchParams({ q })}`;

export const pickButton =
  'grid size-8 shrink-0 place-items-center rounded-full text-cocoa hover:bg-cream-deep disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-berry';

export function ProductThumb({ p }: { p: Pick<TBlogProductPick, 'image'> }) {
  return p.image ? (
    <img src={p.image} alt="" className="size-10 shrink-0 rounded-lg bg-cream object-cover" />
  ) : (
    <span className="size-10 shrink-0 rounded-lg bg-cream-deep" />
  );
}

/**
 * Finds products on sale by name (the dashboard's product search) and offers each to pick; the
 * blog's product list and the campaign offers and flash sales pick with it.
 */
export function ProductSearch({
  id,
  label,
  onPick,
  isPicked = () => false,
  disabled = false,
  invalid = false,
  single = false,
}: {
  id: string;
  label: string;
  onPick: (p: TBlogProductPick) => void;
  isPicked?: (p: TBlogProductPick) => boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** One product is chosen (not a list added to): the search clears once it is. */
  single?: boolean;
}) {
  const [q, setQ] = useState('');
  const found = useFetched<TBlogProductPick[]>(
    q.trim().length >= 2 ? staffProductsAddress(q.trim()) : null,
    250,
  );
  return (
    <>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 mt-0.5 size-4 -translate-y-1/2 text-cocoa-soft"
        />
        <input
          id={id}
          type="search"
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder={m.dashboard_find_product()}
          className={`${ui.input} pl-10`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
        />
      </div>
      {found.data && q.trim().length >= 2 && (
        <ul
          aria-label={m.dashboard_products_found()}
          className="mt-2 max-h-64 overflow-y-auto rounded-xl border border-line bg-white"
        >
          {found.data.length === 0 && (
            <li className="p-3 text-sm text-cocoa-soft">{m.dashboard_no_product_named()}</li>
          )}
          {found.data.map((p) => (
            <li key={p.id} className="flex items-center gap-3 border-b border-line p-2 last:border-b-0">
              <ProductThumb p={p} />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-cocoa">{p.name}</span>
                <span className="block truncate text-cocoa-soft">{p.storeName}</span>
              </span>
              <button
                type="button"
                className={pickButton}
                disabled={isPicked(p) || disabled}
                aria-label={
                  single
                    ? m.dashboard_choose_named({ name: p.name })
                    : isPicked(p)
                      ? m.dashboard_named_is_added({ name: p.name })
                      : m.dashboard_add_named({ name: p.name })
                }
                onClick={() => {
                  onPick(p);
                  if (single) setQ('');
                }}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The product a form has chosen, with a way to choose another. */
export function ChosenProduct({ name, onClear }: { name: string; onClear: () => void }) {
  return (
    <div>
      <span className={ui.label}>{m.dashboard_product()}</span>
      <div className="mt-1.5 flex items-center gap-2 rounded-xl border border-line bg-cream/60 p-2 pl-3">
        <span className="min-w-0 flex-1 text-sm font-medium break-words text-cocoa">{name}</span>
        <button
          type="button"
          onClick={onClear}
          aria-label={m.dashboard_choose_another_product({ name })}
          className={pickButton}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
