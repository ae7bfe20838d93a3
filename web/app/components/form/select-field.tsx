import type { SelectHTMLAttributes } from 'react';
import { type FieldChrome, FieldShell, useFieldIds } from './field';
import { ui } from './styles';

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> & {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    options: ReadonlyArray<{ value: string; label: string }>;
  };

export function SelectField({
  label,
  error,
  hint,
  success,
  optional,
  value,
  onValueChange,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const { id, describedBy } = useFieldIds({ error, hint, success });
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} success={success} optional={optional}>
      <select
        {...select}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${ui.input} ${className ?? ''}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
