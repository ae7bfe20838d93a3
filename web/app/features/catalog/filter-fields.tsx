import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, type TFilterBox } from '@upahar/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { swatchColor } from './swatch';

type Facet = TFilterBox['size'][number];

const SHOWN = 8;

/** One facet as checkboxes with counts; long lists fold after 8. */
export function FacetGroup({
  id,
  title,
  facets,
  selected,
  swatches,
  onToggle,
}: {
  id: string;
  title: string;
  facets: Facet[];
  selected: string[];
  swatches?: boolean;
  onToggle: (value: string) => void;
}) {
  const [all, setAll] = useState(false);
  // A selected value stays visible even when the listing no longer has it.
  const missing = selected
    .filter((v) => !facets.some((f) => f.value === v))
    .map((v) => ({ value: v, label: v, count: 0 }));
  const list = [...facets, ...missing];
  if (list.length === 0) return null;
  const shown = all ? list : list.slice(0, SHOWN);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <ul className="space-y-1.5" id={`${id}-list`}>
        {shown.map((f) => {
          const checked = selected.includes(f.value);
          return (
            <li key={f.value}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-lg py-0.5 text-sm hover:text-berry-dark">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-berry"
                  checked={checked}
                  onChange={() => onToggle(f.value)}
                />
                {swatches && (
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full border border-cocoa/20"
                    style={{ background: swatchColor(f.value) }}
                  />
                )}
                <span className="min-w-0 flex-1 truncate capitalize">{f.label}</span>
                <span className="text-xs text-cocoa-soft tabular-nums">{f.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {list.length > SHOWN && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={`${id}-list`}
          onClick={() => setAll(!all)}
          className="mt-2 text-sm font-medium text-berry hover:underline"
        >
          {all ? 'Show fewer' : `Show all ${list.length}`}
        </button>
      )}
    </fieldset>
  );
}

/** Price range 0 to 5000 rupees: two inputs, applied together; a reversed range is explained. */
export function PriceRange({
  idPrefix,
  min,
  max,
  onApply,
}: {
  idPrefix: string;
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [lo, setLo] = useState(String(min ?? PRICE_FILTER_MIN));
  const [hi, setHi] = useState(String(max ?? PRICE_FILTER_MAX));
  const [error, setError] = useState<string | null>(null);
  // Follow the URL when it changes from elsewhere (Clear all, back button).
  useEffect(() => {
    setLo(String(min ?? PRICE_FILTER_MIN));
    setHi(String(max ?? PRICE_FILTER_MAX));
    setError(null);
  }, [min, max]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const a = lo.trim() === '' ? PRICE_FILTER_MIN : Number(lo);
    const b = hi.trim() === '' ? PRICE_FILTER_MAX : Number(hi);
    if (!Number.isFinite(a) || !Number.isFinite(b)) return setError('Enter prices as numbers');
    if (a < PRICE_FILTER_MIN || b > PRICE_FILTER_MAX) {
      return setError(`Prices go from ${PRICE_FILTER_MIN} to ${PRICE_FILTER_MAX}`);
    }
    if (a > b) return setError('The minimum price cannot be more than the maximum');
    setError(null);
    onApply(a === PRICE_FILTER_MIN ? null : Math.round(a), b === PRICE_FILTER_MAX ? null : Math.round(b));
  };
  const input =
    'w-full min-w-0 rounded-lg border border-line bg-white px-2.5 py-2 text-sm tabular-nums aria-invalid:border-danger';
  return (
    <form onSubmit={apply} noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Price (₨)</legend>
        <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <label className="min-w-0 text-xs text-cocoa-soft">
            Min
            <input
              id={`${idPrefix}-min-price`}
              type="number"
              inputMode="numeric"
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              step={50}
              value={lo}
              aria-invalid={!!error}
              aria-describedby={error ? `${idPrefix}-price-error` : undefined}
              onChange={(e) => setLo(e.target.value)}
              className={input}
            />
          </label>
          <span aria-hidden="true" className="pb-2 text-cocoa-soft">
            –
          </span>
          <label className="min-w-0 text-xs text-cocoa-soft">
            Max
            <input
              id={`${idPrefix}-max-price`}
              type="number"
              inputMode="numeric"
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              step={50}
              value={hi}
              aria-invalid={!!error}
              aria-describedby={error ? `${idPrefix}-price-error` : undefined}
              onChange={(e) => setHi(e.target.value)}
              className={input}
            />
          </label>
        </div>
        <button type="submit" className="btn-secondary mt-2 min-h-9 w-full text-sm">
          Apply price
        </button>
        {error && (
          <p id={`${idPrefix}-price-error`} role="alert" className="mt-1.5 text-xs text-danger">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
