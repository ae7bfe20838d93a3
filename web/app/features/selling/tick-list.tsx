import { useId } from 'react';
import { ui } from '~/components/form';

type Item = { id: number; name: string; note?: string };

/** A group of checkboxes with a legend, a hint and one error for the whole group. */
export function TickList({
  legend,
  hint,
  error,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  hint?: string;
  error?: string;
  items: readonly Item[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  // The error takes the hint's place, as in every field (components/form/field.tsx).
  const described = error ? `${id}-error` : hint ? `${id}-hint` : '';
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...chosen, itemId] : chosen.filter((c) => c !== itemId));
  return (
    <fieldset aria-describedby={described || undefined} data-field={id}>
      <legend className={ui.label}>{legend}</legend>
      {hint && !error && (
        <p id={`${id}-hint`} className={`${ui.hint} mt-1`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${ui.error} mt-1`}>
          {error}
        </p>
      )}
      <div
        className={`mt-2 grid max-h-72 grid-cols-1 gap-x-4 overflow-y-auto rounded-xl border px-3 py-1 sm:grid-cols-2 ${
          error ? 'border-danger' : 'border-line'
        }`}
      >
        {items.map((item) => (
          <label
            key={item.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-cocoa"
          >
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(e) => toggle(item.id, e.currentTarget.checked)}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 rounded accent-berry"
            />
            {/* A real space before the note: without one the name and the note are one word to the
                browser, which then cannot wrap them in a narrow column and lets them run over. */}
            <span className="min-w-0">
              {item.name}
              {item.note && (
                <>
                  {' '}
                  <span className="text-sm text-cocoa-soft">({item.note})</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
