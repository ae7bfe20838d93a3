import type { ChangeEvent, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
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
  const { shell, control } = useTextChrome({
    label,
    error,
    hint,
    success,
    optional,
    value,
    onValueChange,
    showCount,
    maxLength,
  });
  return (
    <FieldShell {...shell}>
      <input {...input} {...control} className={`${ui.input} ${className ?? ''}`} />
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
  const { shell, control } = useTextChrome({
    label,
    error,
    hint,
    success,
    optional,
    value,
    onValueChange,
    showCount,
    maxLength,
  });
  const rows = Math.min(maxRows, Math.max(minRows, value.split('\n').length));
  return (
    <FieldShell {...shell}>
      <textarea {...area} {...control} rows={rows} className={`${ui.input} resize-y ${className ?? ''}`} />
    </FieldShell>
  );
}

type ChromeArgs = FieldChrome & {
  value: string;
  onValueChange: (value: string) => void;
  showCount?: boolean;
  maxLength?: number;
};

/**
 * What a text input and a text area share: the field's frame (label, hint, error, counter) and
 * the control's value, length limit and the ids that tie it to its hint and error.
 */
function useTextChrome({
  label,
  error,
  hint,
  success,
  optional,
  value,
  onValueChange,
  showCount,
  maxLength,
}: ChromeArgs) {
  const counted = showCount && maxLength !== undefined;
  const { id, describedBy } = useFieldIds({ error, hint, success, count: counted });
  return {
    shell: {
      id,
      label,
      error,
      hint,
      success,
      optional,
      count: counted ? { length: value.length, max: maxLength } : undefined,
    },
    control: {
      id,
      value,
      maxLength,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onValueChange(e.currentTarget.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}
