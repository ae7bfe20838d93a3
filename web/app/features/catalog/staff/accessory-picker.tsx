import { formatPrice, MAX_CAKE_ACCESSORIES, type TCakeAccessory } from '@upahar/contract';
import { useId, useState } from 'react';
import { buttonClass, ui } from '~/components/form';
import { Check, Plus, Search } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { useFetched } from '~/lib/use-fetched';
import type { fetchAccessoryCandidates } from './cakes-api';

/** The lookup route that finds a cake's accessory candidates as the seller types. */
const candidatesAddress = (cakeId: string, q: string) =>
  `/lookup/cake-accessories?${new URLSearchParams({ cake: cakeId, q })}`;

/**
 * Finds accessories on sale (the cake's own store first) to add to the chosen list. The search
 * runs as the seller types; one already chosen shows as added instead of a button.
 */
export function AccessoryPicker({
  cakeId,
  chosen,
  onAdd,
}: {
  cakeId: string;
  chosen: TCakeAccessory[];
  onAdd: (a: TCakeAccessory) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const { data, loading, error } = useFetched<Awaited<ReturnType<typeof fetchAccessoryCandidates>>>(
    candidatesAddress(cakeId, q.trim()),
    250,
  );
  const found = data?.data.accessories ?? [];
  const total = data?.meta?.pagination.total ?? 0;
  const full = chosen.length >= MAX_CAKE_ACCESSORIES;
  return (
    <div className="mt-6 border-t border-line pt-5">
      <label htmlFor={`${id}-q`} className={ui.label}>
        Find accessories to add
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 mt-0.75 size-4 -translate-y-1/2 text-cocoa-soft"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Candles, cards, toppers…"
          aria-describedby={`${id}-status`}
          className={`${ui.input} pl-10`}
          autoComplete="off"
        />
      </div>
      <p id={`${id}-status`} className={`${ui.hint} mt-2`} aria-live="polite">
        {error
          ? error
          : loading && !data
            ? 'Looking…'
            : full
              ? `The list is full: a cake offers at most ${MAX_CAKE_ACCESSORIES} accessories.`
              : found.length === 0
                ? q.trim()
                  ? `No accessory on sale is called “${q.trim()}”.`
                  : 'No accessories are on sale yet.'
                : total > found.length
                  ? `The first ${found.length} of ${total}: type to narrow them down.`
                  : `${total} on sale.`}
      </p>
      {found.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {found.map((a) => {
            const added = chosen.some((c) => c.id === a.id);
            return (
              <li key={a.id} className="flex items-center gap-3 py-2.5">
                <Thumb
                  src={a.image}
                  size={48}
                  className="size-12 shrink-0 rounded-xl"
                  iconClassName="size-5"
                />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-medium text-cocoa">{a.name}</p>
                  <p className="text-sm text-cocoa-soft">
                    {a.storeName} · <span className="whitespace-nowrap">{formatPrice(a.price)}</span>
                  </p>
                </div>
                {added ? (
                  <span className="inline-flex min-h-9 items-center gap-1 px-2 text-sm text-success">
                    <Check aria-hidden="true" className="size-4" />
                    Added
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'shrink-0', 'sm')}
                    disabled={full}
                    onClick={() => onAdd(a)}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add<span className="sr-only"> {a.name}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
