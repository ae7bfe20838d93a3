import { useId } from 'react';
import type { z } from 'zod';
import { SubmitButton, ui, useForm } from '~/components/form';

/**
 * A code box with its button beside it (coupon, gift voucher). The request's contract schema runs
 * first (`toInput` builds its body from the code); then `onSubmit` sends it. A refusal (thrown) is
 * shown under the field in the server's words; a success empties the box.
 */
export function CodeField<S extends z.ZodType>({
  label,
  button,
  busyLabel,
  placeholder,
  schema,
  toInput,
  onSubmit,
}: {
  label: string;
  button: string;
  busyLabel: string;
  placeholder?: string;
  schema: S;
  toInput: (code: string) => z.input<S>;
  onSubmit: (body: z.output<S>) => Promise<void>;
}) {
  const id = useId();
  const form = useForm({ code: '' });
  const error = form.errors.code ?? (form.alert?.tone === 'error' ? form.alert.text : undefined);
  const submit = form.submit(
    schema,
    (v) => toInput(v.code),
    async (body) => {
      await onSubmit(body);
      form.setValues({ code: '' });
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
