import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldChrome, FieldShell, useFieldIds } from './field';
import { ui } from './styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export type TextFieldProps = FieldChrome &
  InputProps & {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    /** Shows a "12/80" counter beside the field. */
    showCount?: boolean;
  };

export function TextField({
  label,
  error,
  hint,
  success,
  optional,
  value,
  onValueChange,
  showCount,
  maxLength,
  className,
  ...input
}: TextFieldProps) {
  const counted = showCount && maxLength !== undefined;
  const { id, describedBy } = useFieldIds({ error, hint, success, count: counted });
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      success={success}
      optional={optional}
      count={counted ? { length: value.length, max: maxLength } : undefined}
    >
      <input
        {...input}
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${ui.input} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'rows'>;

export type TextAreaFieldProps = FieldChrome &
  AreaProps & {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    showCount?: boolean;
    /** Text areas may have min and max rows; the box grows with the text between them. */
    minRows?: number;
    maxRows?: number;
  };

export function TextAreaField({
  label,
  error,
  hint,
  success,
  optional,
  value,
  onValueChange,
  showCount,
  maxLength,
  minRows = 3,
  maxRows = 8,
  className,
  ...area
}: TextAreaFieldProps) {
  const counted = showCount && maxLength !== undefined;
  const { id, describedBy } = useFieldIds({ error, hint, success, count: counted });
  const rows = Math.min(maxRows, Math.max(minRows, value.split('\n').length));
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      success={success}
      optional={optional}
      count={counted ? { length: value.length, max: maxLength } : undefined}
    >
      <textarea
        {...area}
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${ui.input} resize-y ${className ?? ''}`}
      />
    </FieldShell>
  );
}
