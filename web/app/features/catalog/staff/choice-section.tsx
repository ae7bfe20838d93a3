import { type ReactNode, useId } from 'react';
import { ui } from '~/components/form';

// The pieces of the cake choices form: a card per group of ticks, with its hint and error.

export const heading = 'font-display text-xl font-semibold text-cocoa';
// Floated, a legend sits inside the card like any heading instead of on its border.
export const legendClass = 'float-left w-full';

export function Section({
  legend,
  hint,
  error,
  actions,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`${ui.card} ${error ? 'border-danger/50' : ''}`}
      aria-describedby={described || undefined}
    >
      <legend className={legendClass}>
        <h2 className={heading}>{legend}</h2>
      </legend>
      <div className="clear-left" />
      {hint && (
        <p id={`${id}-hint`} className={`${ui.hint} mt-1`}>
          {hint}
        </p>
      )}
      {actions && <div className="mt-2 flex gap-4 text-sm">{actions}</div>}
      {error && (
        <p id={`${id}-error`} className={`${ui.error} mt-2`}>
          {error}
        </p>
      )}
      <div className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

export function Tick({
  label,
  note,
  swatch,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  note?: string;
  swatch?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-cocoa has-disabled:cursor-default">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-5 shrink-0 rounded accent-berry"
      />
      {swatch && (
        <span
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full border border-black/10"
          style={{ background: swatch }}
        />
      )}
      <span className="font-medium">{label}</span>
      {note && <span className="text-sm text-cocoa-soft">{note}</span>}
    </label>
  );
}
