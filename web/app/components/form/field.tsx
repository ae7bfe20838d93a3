import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useId } from 'react';
import { ui } from './styles';

export type FieldChrome = {
  label: string;
  error?: string;
  /** Help below the field, e.g. password rules; an error takes its place rather than repeating it. */
  hint?: ReactNode;
  /** A positive note such as "Available"; hidden while there is an error. */
  success?: string;
  /** Marks the label "(optional)" so required fields need no asterisk. */
  optional?: boolean;
};

/**
 * Ids that tie a control to what is shown under it for screen readers: the error, or else the
 * success note and the hint; then the counter.
 */
export function useFieldIds(parts: { error?: string; hint?: ReactNode; success?: string; count?: boolean }) {
  const id = useId();
  const describedBy = [
    parts.error ? `${id}-error` : '',
    !parts.error && parts.success ? `${id}-success` : '',
    !parts.error && parts.hint ? `${id}-hint` : '',
    parts.count ? `${id}-count` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { id, describedBy: describedBy || undefined };
}

type ShellProps = FieldChrome & {
  id: string;
  count?: { length: number; max: number };
  children: ReactNode;
};

/**
 * Label, control, then the error or else the hint, and the counter (a max length shows a count).
 * An error usually says again what the hint said, so the hint steps aside while it shows.
 */
export function FieldShell({ id, label, error, hint, success, optional, count, children }: ShellProps) {
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
        {optional && <span className="font-normal text-cocoa-soft"> {m.common_field_optional()}</span>}
      </label>
      {children}
      <div className="mt-1.5 flex items-start justify-between gap-3 empty:hidden">
        {error || success || hint ? (
          <div className="min-w-0 space-y-1">
            {error && (
              <p id={`${id}-error`} className={ui.error}>
                {error}
              </p>
            )}
            {!error && success && (
              <p id={`${id}-success`} className={ui.success}>
                {success}
              </p>
            )}
            {!error && hint && (
              <p id={`${id}-hint`} className={ui.hint}>
                {hint}
              </p>
            )}
          </div>
        ) : null}
        {count && (
          <p
            id={`${id}-count`}
            className={`ml-auto shrink-0 text-xs tabular-nums ${count.length > count.max ? 'text-danger' : 'text-cocoa-soft'}`}
          >
            <span className="sr-only">{m.common_field_characters_used()}</span>
            {formatNumber(count.length)}/{formatNumber(count.max)}
          </p>
        )}
      </div>
    </div>
  );
}
