import * as Dialog from '@radix-ui/react-dialog';
import {
  PAYOUT_METHOD_LABEL,
  PAYOUT_METHODS,
  type TPayout,
  type TPayoutStore,
  ZRecordPayoutBody,
} from '@upahar/contract';
import { useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import {
  buttonClass,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '~/components/form';
import { Banknote } from '~/components/icon';
import { toast } from '~/components/toast';
import { paisaOf, rupeesOf } from '~/features/staff-shell';
import { payStore } from './earnings-api';
import { money } from './earnings-format';

const METHOD_OPTIONS = [
  { value: '', label: 'Choose how it was paid' },
  ...PAYOUT_METHODS.map((m) => ({ value: m, label: PAYOUT_METHOD_LABEL[m] })),
];

/**
 * Records money paid to a store outside the shop (a transfer, eSewa, cash). The amount starts at
 * what the store is owed; the server refuses more than that, or any payout while payouts are held.
 * A store that owes the shop (the commission on cash its riders kept) gets the other direction:
 * the money it paid Upahar, never more than it owes.
 */
export function RecordPayoutDialog({
  store,
  onPaid,
}: {
  store: TPayoutStore;
  onPaid: (paid: { payout: TPayout; balancePaisa: number }) => void;
}) {
  const [open, setOpen] = useState(false);
  const blank = { amountPaisa: '', method: '', reference: '', note: '' };
  const form = useForm(blank);
  const fromStore = store.balancePaisa < 0;
  const held = store.terms.heldReason !== null && !fromStore;
  const action = fromStore ? 'Record payment received' : 'Record payout';

  const onOpenChange = (next: boolean) => {
    if (next) {
      const due = Math.abs(store.balancePaisa);
      form.setValues({ ...blank, amountPaisa: due > 0 ? rupeesOf(due) : '' });
      form.setAlert(null);
    }
    setOpen(next);
  };

  const onSubmit = form.submit(
    ZRecordPayoutBody,
    (v) => ({
      storeId: store.id,
      direction: fromStore ? ('from_store' as const) : ('to_store' as const),
      amountPaisa: v.amountPaisa.trim() === '' ? undefined : paisaOf(v.amountPaisa),
      method: v.method === '' ? undefined : v.method,
      reference: v.reference,
      note: v.note,
    }),
    async (body) => {
      const res = await payStore(body);
      toast.success(res.message ?? `${action} for ${store.name}: done`);
      onPaid(res.data);
      setOpen(false);
    },
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={buttonClass('primary', '', 'sm')}
        aria-label={fromStore ? `Record a payment from ${store.name}` : `Record payout to ${store.name}`}
      >
        <Banknote aria-hidden="true" className="size-4" />
        {action}
      </Dialog.Trigger>
      <DialogPanel
        title={fromStore ? `Record a payment from ${store.name}` : `Record a payout to ${store.name}`}
        description={
          fromStore
            ? `${store.name} owes Upahar ${money(-store.balancePaisa)}: the commission on cash its riders collected. Record money it has already paid.`
            : store.balancePaisa > 0
              ? `Upahar owes ${store.name} ${money(store.balancePaisa)}. Record money you have already sent.`
              : `${store.name} is owed nothing now.`
        }
      >
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-5 space-y-4"
          aria-label={fromStore ? 'Record a payment received' : 'Record a payout'}
        >
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          {held && (
            <FormAlert tone="info">
              Payouts to this store are on hold: {store.terms.heldReason}. Release them under Terms first.
            </FormAlert>
          )}
          <TextField
            label="Amount (Rs)"
            inputMode="decimal"
            autoComplete="off"
            required
            hint="In rupees, with paisa after a point if any: 2520.50"
            {...form.field('amountPaisa')}
          />
          <SelectField label="How it was paid" required options={METHOD_OPTIONS} {...form.field('method')} />
          <TextField
            label="Reference"
            required
            maxLength={100}
            placeholder="Bank or wallet transaction ID"
            autoComplete="off"
            {...form.field('reference')}
          />
          <TextAreaField
            label="Note"
            optional
            maxLength={500}
            minRows={2}
            maxRows={4}
            hint="The store sees it beside the payout."
            {...form.field('note')}
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary')}>Cancel</Dialog.Close>
            <SubmitButton busy={form.busy} busyLabel="Recording…">
              {action}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
