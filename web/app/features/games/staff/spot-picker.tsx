import { formatNumber, TREASURE_SPOTS_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { ui } from '~/components/form';
import { Plus, Search } from '~/components/icon';
import { ItemTools, moved } from '~/features/staff-shell';
import { useFetched } from '~/lib/use-fetched';

export type Spot = { id: string; name: string };

/** The lookup route that finds products by name as the staff member types. */
const spotsAddress = (q: string) => `/lookup/hunt-spots?${new URLSearchParams({ q })}`;

/** The products a hunt lets shoppers dig under: find by name, add, move and remove. */
export function SpotPicker({
  value,
  onChange,
  error,
}: {
  value: Spot[];
  onChange: (v: Spot[]) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const found = useFetched<Spot[]>(q.trim().length >= 2 ? spotsAddress(q.trim()) : null, 250);
  const picked = new Set(value.map((p) => p.id));
  const full = value.length >= TREASURE_SPOTS_MAX;
  return (
    <div className="space-y-2">
      <label htmlFor="spot-search" className={ui.label}>
        {m.games_staff_spots_label({
          count: formatNumber(value.length),
          max: formatNumber(TREASURE_SPOTS_MAX),
        })}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 mt-0.5 size-4 -translate-y-1/2 text-cocoa-soft"
        />
        <input
          id="spot-search"
          type="search"
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder={m.games_staff_find_product()}
          className={`${ui.input} pl-10`}
          disabled={full}
        />
      </div>
      {found.data && q.trim().length >= 2 && (
        <ul
          aria-label={m.games_staff_products_found()}
          className="max-h-64 overflow-y-auto rounded-xl border border-line bg-white"
        >
          {found.data.length === 0 && (
            <li className="p-3 text-sm text-cocoa-soft">{m.games_staff_no_product()}</li>
          )}
          {found.data.map((p) => (
            <li key={p.id} className="flex items-center gap-3 border-b border-line p-2 last:border-b-0">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{p.name}</span>
              <button
                type="button"
                className="grid size-9 place-items-center rounded-full text-cocoa hover:bg-cream-deep disabled:opacity-30"
                disabled={picked.has(p.id) || full}
                aria-label={
                  picked.has(p.id)
                    ? m.games_staff_is_added({ name: p.name })
                    : m.games_staff_add({ name: p.name })
                }
                onClick={() => onChange([...value, { id: p.id, name: p.name }])}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className={ui.error}>{error}</p>}
      <ol className="space-y-2">
        {value.map((s, i) => (
          <li
            key={s.id}
            className="flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-1.5 text-sm"
          >
            <span className="min-w-0 flex-1 truncate">{s.name}</span>
            <ItemTools
              label={s.name}
              index={i}
              count={value.length}
              onMove={(by) => onChange(moved(value, i, by))}
              onRemove={() => onChange(value.filter((x) => x.id !== s.id))}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
