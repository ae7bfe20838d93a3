import type { TBlogProductPick } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { ui } from '~/components/form';
import { Search, X } from '~/components/icon';
import { staffProductsAddress } from '~/features/staff-shell';
import { useFetched } from '~/lib/use-fetched';

export type PickedProduct = { id: string; name: string };

/** The one product a free-product prize gives: found by name among the products on sale. */
export function PrizeProductPicker({
  value,
  onChange,
  error,
}: {
  value: PickedProduct | null;
  onChange: (p: PickedProduct | null) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const term = q.trim().length >= 2 ? q.trim() : null;
  const found = useFetched<TBlogProductPick[]>(term === null ? null : staffProductsAddress(term), 250);
  return (
    <div>
      <label htmlFor="prize-product-search" className={ui.label}>
        Free product <span className="text-berry">*</span>
      </label>
      {value ? (
        <p className="mt-1.5 flex items-center gap-2 rounded-xl border border-line bg-cream/60 p-2 pl-4">
          <span className="min-w-0 flex-1 truncate font-medium text-cocoa">{value.name}</span>
          <button
            type="button"
            aria-label={m.prizes_staff_choose_other({ name: value.name })}
            onClick={() => onChange(null)}
            className="grid size-8 place-items-center rounded-full text-cocoa hover:bg-cream-deep focus-visible:outline-2 focus-visible:outline-berry"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </p>
      ) : (
        <>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 mt-0.5 size-4 -translate-y-1/2 text-cocoa-soft"
            />
            <input
              id="prize-product-search"
              type="search"
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.currentTarget.value)}
              placeholder={m.prizes_staff_find_product()}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'prize-product-error' : undefined}
              className={`${ui.input} pl-10`}
            />
          </div>
          {found.data && term && (
            <ul
              aria-label={m.prizes_staff_products_found()}
              className="mt-2 max-h-60 overflow-y-auto rounded-xl border border-line bg-white"
            >
              {found.data.length === 0 && (
                <li className="p-3 text-sm text-cocoa-soft">{m.prizes_staff_no_product()}</li>
              )}
              {found.data.map((p) => (
                <li key={p.id} className="border-b border-line last:border-b-0">
                  <button
                    type="button"
                    onClick={() => onChange({ id: p.id, name: p.name })}
                    className="flex w-full items-center gap-3 p-2 text-left hover:bg-cream focus-visible:outline-2 focus-visible:outline-berry"
                  >
                    {p.image ? (
                      <img src={p.image} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
                    ) : (
                      <span className="size-10 shrink-0 rounded-lg bg-cream-deep" />
                    )}
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block truncate font-medium text-cocoa">{p.name}</span>
                      <span className="block truncate text-cocoa-soft">{p.storeName}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id="prize-product-error" className={`${ui.error} mt-1.5`}>
          {error}
        </p>
      )}
    </div>
  );
}
