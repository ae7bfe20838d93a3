import type { ReactNode } from 'react';

export type ChoiceOption<V extends string | number> = { value: V; label: ReactNode; note?: string };

/**
 * A row of radio "pills". Native radios inside a fieldset give the keyboard behaviour for free
 * (Tab into the group, arrow keys between options) and announce the legend. With one option
 * there is nothing to choose: it is said as a fact instead of a control.
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
  if (options.length === 1) return <Fact label={legend} value={options[0].label} note={options[0].note} />;
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

/** "Shape: Heart" as text: what this cake comes in when it comes only one way. */
export function Fact({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-semibold text-cocoa">
        {label}
        <span className="sr-only">:</span>
      </span>
      <span className="inline-flex items-center gap-2 rounded-full bg-cream px-3 py-1 font-medium text-cocoa">
        {value}
        {note && <span className="text-xs font-normal text-cocoa-soft">{note}</span>}
      </span>
    </p>
  );
}
