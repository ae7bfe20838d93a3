import { ZCode } from '@upahar/contract';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton, ui } from '~/components/form';

/**
 * A code box with its button beside it (coupon, gift voucher). The contract's ZCode rule runs
 * first; then `onSubmit` answers with an error message (shown under the field) or null.
 */
export function CodeField({
  label,
  button,
  busyLabel,
  placeholder,
  onSubmit,
}: {
  label: string;
  button: string;
  busyLabel: string;
  placeholder?: string;
  onSubmit: (code: string) => Promise<string | null>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = ZCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a code');
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await onSubmit(parsed.data);
    setBusy(false);
    if (problem) setError(problem);
    else setCode('');
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="flex items-end gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (error) setError(null);
          }}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${ui.input} min-w-0 flex-1 uppercase placeholder:normal-case`}
        />
        <SubmitButton variant="secondary" busy={busy} busyLabel={busyLabel} className="shrink-0">
          {button}
        </SubmitButton>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className={`mt-1.5 ${ui.error}`}>
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
