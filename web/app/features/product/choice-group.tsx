import type { ReactNode } from 'react';

export type ChoiceOption<V extends string | number> = { value: V; label: ReactNode; note?: string };

/**
 * A row of radio "pills". Native radios inside a fieldset give the keyboard behaviour for free
 * (Tab into the group, arrow keys between options) and announce the legend.
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V | null;
  options: ChoiceOption<V>[];
  onChange: (v: V) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-cocoa">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="relative">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm text-cocoa transition-colors peer-checked:border-berry peer-checked:bg-berry-soft peer-checked:font-semibold peer-checked:text-berry-dark peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-berry hover:border-berry/60">
              {o.label}
              {o.note && <span className="text-xs font-normal text-cocoa-soft">{o.note}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
