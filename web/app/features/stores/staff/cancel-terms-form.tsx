import { type TCancellationTerms, ZCancellationTerms } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { FormAlert, SubmitButton, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';

/**
 * Cancellation terms: free until so many hours before the slot, then a fee until baking starts.
 * Used for a store's own terms (store page) and for the shop's defaults (refunds page); the
 * contract's schema checks the bounds here and on the server alike.
 */
export function CancelTermsForm({
  id,
  title,
  lead,
  terms,
  save,
  onSaved,
}: {
  id: string;
  title: string;
  lead: string;
  terms: TCancellationTerms;
  save: (terms: TCancellationTerms) => Promise<unknown>;
  onSaved?: () => void;
}) {
  const form = useForm({ freeHours: String(terms.freeHours), feePercent: String(terms.feePercent) });
  const onSubmit = form.submit(
    ZCancellationTerms,
    (v) => ({ freeHours: v.freeHours, feePercent: v.feePercent }),
    async (body) => {
      await save(body);
      toast.success(m.cancel_terms_saved());
      onSaved?.();
    },
  );
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-cocoa">
        {title}
      </h2>
      <p className="mt-1 text-sm text-cocoa-soft">{lead}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.cancel_terms_hours()}
            inputMode="numeric"
            required
            {...form.field('freeHours')}
          />
          <TextField
            label={m.cancel_terms_percent()}
            inputMode="numeric"
            required
            {...form.field('feePercent')}
          />
        </div>
        <SubmitButton busy={form.busy} busyLabel={m.cancel_terms_saving()}>
          {m.cancel_terms_save()}
        </SubmitButton>
      </form>
    </section>
  );
}
