import { type ReactNode, useId } from 'react';

/**
 * A labelled radio group of cards. Native radio inputs inside role="radiogroup": the browser gives
 * arrow-key movement and one tab stop, and each option's accessible name is its whole card text.
 */
export function RadioCards({
  label,
  hideLabel = false,
  hint,
  children,
  className = 'grid gap-3 sm:grid-cols-2',
}: {
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <p id={`${id}-label`} className={hideLabel ? 'sr-only' : 'mb-2 text-sm font-semibold text-cocoa'}>
        {label}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-sm text-cocoa-soft">
          {hint}
        </p>
      )}
      <div className={className}>{children}</div>
    </div>
  );
}

export function RadioCard({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  title,
  detail,
  aside,
  compact = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
  compact?: boolean;
}) {
  return (
    <label
      className={[
        'relative flex gap-3 rounded-2xl border bg-white transition-colors',
        compact ? 'items-center px-3 py-2.5' : 'items-start p-4',
        disabled
          ? 'cursor-not-allowed border-line bg-cream/60 text-cocoa-soft'
          : 'cursor-pointer border-line hover:border-berry/50 has-checked:border-berry has-checked:bg-berry-soft has-checked:ring-1 has-checked:ring-berry',
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry',
      ].join(' ')}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className={`${compact ? '' : 'mt-0.5'} size-4 shrink-0 accent-berry focus-visible:outline-none`}
      />
      <span className="min-w-0 flex-1">
        <span className={`block font-medium ${disabled ? 'text-cocoa-soft' : 'text-cocoa'}`}>{title}</span>
        {detail && <span className="mt-0.5 block text-sm text-cocoa-soft">{detail}</span>}
      </span>
      {aside && <span className="shrink-0 text-right text-sm font-semibold tabular-nums">{aside}</span>}
    </label>
  );
}
