import { ZRedeemVoucherBody } from '@upahar/contract';
import { useId } from 'react';
import { SubmitButton, ui, useForm } from '~/components/form';

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
  const form = useForm({ code: '' });
  const error = form.errors.code ?? form.alert?.text;
  // The code alone is checked by the contract's rule for a code (a voucher's body is just that).
  const submit = form.submit(
    ZRedeemVoucherBody,
    (v) => ({ code: v.code }),
    async ({ code }) => {
      const problem = await onSubmit(code);
      if (problem) form.setFieldError('code', problem);
      else form.setValues({ code: '' });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="flex items-end gap-2">
        <input
          id={id}
          name="code"
          value={form.values.code}
          onChange={(e) => form.setValue('code', e.currentTarget.value)}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${ui.input} min-w-0 flex-1 uppercase placeholder:normal-case`}
        />
        <SubmitButton variant="secondary" busy={form.busy} busyLabel={busyLabel} className="shrink-0">
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
