import * as Dialog from '@radix-ui/react-dialog';
import { type TDeliveredBy, type TPayoutStore, type TStoreTerms, ZStoreTermsBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import {
  buttonClass,
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { SlidersHorizontal } from '~/components/icon';
import { toast } from '~/components/toast';
import { saveStoreTerms } from './earnings-api';
import { bpOfPercent, percentOfBp, USUAL_PERCENT } from './earnings-format';

const DELIVERY: { value: TDeliveredBy; label: string; hint: string }[] = [
  { value: 'shop', label: m.earnings_delivery_shop_label(), hint: m.earnings_delivery_shop_hint() },
  { value: 'store', label: m.earnings_delivery_store_label(), hint: m.earnings_delivery_store_hint() },
];

/** An admin sets what a store earns on: its commission, who delivers, and a hold on payouts. */
export function StoreTermsDialog({
  store,
  onSaved,
}: {
  store: TPayoutStore;
  onSaved: (terms: TStoreTerms) => void;
}) {
  const [open, setOpen] = useState(false);
  const initial = () => ({
    commissionBp: store.terms.ownRate ? percentOfBp(store.terms.commissionBp) : '',
    deliveredBy: store.terms.deliveredBy as string,
    heldReason: store.terms.heldReason ?? '',
  });
  const form = useForm(initial());
  const [hold, setHold] = useState(store.terms.heldReason !== null);

  const onOpenChange = (next: boolean) => {
    if (next) {
      form.setValues(initial());
      form.setAlert(null);
      setHold(store.terms.heldReason !== null);
    }
    setOpen(next);
  };

  const send = form.submit(
    ZStoreTermsBody,
    (v) => {
      const percent = bpOfPercent(v.commissionBp);
      return {
        commissionBp: percent.ok ? percent.bp : null,
        deliveredBy: v.deliveredBy,
        heldReason: hold ? v.heldReason : null,
      };
    },
    async (body) => {
      const res = await saveStoreTerms(store.id, body);
      toast.success(res.message ?? m.earnings_terms_saved());
      onSaved(res.data);
      setOpen(false);
    },
  );
  // A percent that is no number gets its own words before the schema sees it.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const percent = bpOfPercent(form.values.commissionBp);
    if (!percent.ok) {
      e.preventDefault();
      form.setFieldError('commissionBp', percent.error);
      const field = e.currentTarget.elements.namedItem('commissionBp');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    return send(e);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={buttonClass('secondary', '', 'sm')}
        aria-label={m.earnings_terms_of({ name: store.name })}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {m.earnings_terms()}
      </Dialog.Trigger>
      <DialogPanel
        title={m.earnings_terms_of({ name: store.name })}
        description={m.earnings_terms_description()}
      >
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5" aria-label={m.earnings_store_terms()}>
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          <TextField
            label={m.earnings_commission_percent()}
            inputMode="decimal"
            autoComplete="off"
            placeholder={USUAL_PERCENT}
            hint={m.earnings_commission_hint({ percent: USUAL_PERCENT })}
            {...form.field('commissionBp')}
          />
          <fieldset>
            <legend className={ui.label}>{m.earnings_who_delivers()}</legend>
            <div className="mt-2 space-y-2">
              {DELIVERY.map((d) => (
                <label
                  key={d.value}
                  className="flex cursor-pointer gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-berry has-[:checked]:bg-berry-soft/40"
                >
                  <input
                    type="radio"
                    name="deliveredBy"
                    value={d.value}
                    checked={form.values.deliveredBy === d.value}
                    onChange={() => form.setValue('deliveredBy', d.value)}
                    className="mt-1 accent-berry"
                  />
                  <span>
                    <span className="block font-medium text-cocoa">{d.label}</span>
                    <span className="block text-sm text-cocoa-soft">{d.hint}</span>
                  </span>
                </label>
              ))}
            </div>
            {form.errors.deliveredBy && <p className={`${ui.error} mt-1`}>{form.errors.deliveredBy}</p>}
          </fieldset>
          <div className="space-y-3">
            <label className="flex items-start gap-3 text-cocoa">
              <input
                type="checkbox"
                checked={hold}
                onChange={(e) => setHold(e.currentTarget.checked)}
                className="mt-1 size-4 accent-berry"
              />
              <span>
                <span className="block font-medium">{m.earnings_hold_payouts()}</span>
                <span className="block text-sm text-cocoa-soft">{m.earnings_hold_payouts_hint()}</span>
              </span>
            </label>
            {hold && (
              <TextAreaField
                label={m.earnings_why_held()}
                required
                maxLength={300}
                minRows={2}
                maxRows={4}
                placeholder={m.earnings_why_held_placeholder()}
                {...form.field('heldReason')}
              />
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary')}>{m.earnings_cancel()}</Dialog.Close>
            <SubmitButton busy={form.busy} busyLabel={m.earnings_saving()}>
              {m.earnings_save_terms()}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
