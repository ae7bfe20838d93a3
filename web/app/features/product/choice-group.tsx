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
            <span className="choice-pill">
              {o.label}
              {o.note && <span className="text-xs font-normal text-cocoa-soft">{o.note}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
