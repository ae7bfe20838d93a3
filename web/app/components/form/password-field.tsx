import { m } from '@upahar/contract/messages';
import { type InputHTMLAttributes, useState } from 'react';
import { Eye, EyeOff } from '~/components/icon';
import { type FieldChrome, FieldShell, useFieldIds } from './field';
import { ui } from './styles';

export type PasswordFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'type'> & {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    autoComplete: 'current-password' | 'new-password';
  };

/** A password input with a show/hide toggle, so people on phones can check what they typed. */
export function PasswordField({
  label,
  error,
  hint,
  success,
  optional,
  value,
  onValueChange,
  className,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { id, describedBy } = useFieldIds({ error, hint, success });
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} success={success} optional={optional}>
      <div className="relative">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${ui.input} pr-12 ${className ?? ''}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-label={
            visible
              ? m.common_password_hide({ label: label.toLowerCase() })
              : m.common_password_show({ label: label.toLowerCase() })
          }
          className="absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-cocoa-soft transition-colors hover:bg-cream-deep hover:text-cocoa focus-visible:outline-2 focus-visible:outline-berry"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}
