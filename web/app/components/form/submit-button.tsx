import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from '~/components/icon';
import { type ButtonSize, type ButtonVariant, buttonClass } from './styles';

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  busy?: boolean;
  /** Text while busy, e.g. "Logging in…". */
  busyLabel?: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export function SubmitButton({
  busy = false,
  busyLabel,
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  disabled,
  type = 'submit',
  ...button
}: SubmitButtonProps) {
  return (
    <button
      {...button}
      type={type}
      // aria-disabled keeps the button focusable while busy, so focus is not lost mid-request.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : button.onClick}
      className={buttonClass(
        variant,
        `${fullWidth ? 'w-full' : ''} ${busy ? 'cursor-progress opacity-80' : ''} ${className ?? ''}`,
        size,
      )}
    >
      {busy && (
        <LoaderCircle aria-hidden="true" className={`${size === 'sm' ? 'size-4' : 'size-5'} animate-spin`} />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
