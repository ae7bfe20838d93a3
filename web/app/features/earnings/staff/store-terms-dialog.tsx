import * as Dialog from '@radix-ui/react-dialog';
import { type TDeliveredBy, type TPayoutStore, type TStoreTerms, ZStoreTermsBody } from '@upahar/contract';
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
  { value: 'shop', label: 'Upahar’s riders', hint: 'Upahar keeps the delivery charge.' },
  {
    value: 'store',
    label: 'The store’s own riders',
    hint: 'The store keeps the delivery charge and holds the cash it collects.',
  },
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
      toast.success(res.message ?? 'Terms saved');
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
      <Dialog.Trigger className={buttonClass('secondary', '', 'sm')} aria-label={`Terms of ${store.name}`}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Terms
      </Dialog.Trigger>
      <DialogPanel
        title={`Terms of ${store.name}`}
        description="What Upahar keeps from the store’s delivered orders, who delivers them, and whether its payouts wait."
      >
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5" aria-label="Store terms">
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          <TextField
            label="Commission (%)"
            inputMode="decimal"
            autoComplete="off"
            placeholder={USUAL_PERCENT}
            hint={`Of the items of each delivered order. Leave it empty for the shop’s usual ${USUAL_PERCENT} %.`}
            {...form.field('commissionBp')}
          />
          <fieldset>
            <legend className={ui.label}>Who delivers its orders</legend>
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
                <span className="block font-medium">Hold its payouts</span>
                <span className="block text-sm text-cocoa-soft">
                  Nothing is paid until you release them; the store sees the reason.
                </span>
              </span>
            </label>
            {hold && (
              <TextAreaField
                label="Why payouts are held"
                required
                maxLength={300}
                minRows={2}
                maxRows={4}
                placeholder="Waiting for the store’s bank details"
                {...form.field('heldReason')}
              />
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary')}>Cancel</Dialog.Close>
            <SubmitButton busy={form.busy} busyLabel="Saving…">
              Save terms
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
