import * as Dialog from '@radix-ui/react-dialog';
import {
  PAYOUT_METHOD_LABEL,
  PAYOUT_METHODS,
  type TPayout,
  type TPayoutStore,
  ZRecordPayoutBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
  { value: '', label: m.earnings_choose_method() },
  ...PAYOUT_METHODS.map((k) => ({ value: k, label: PAYOUT_METHOD_LABEL[k] })),
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
  const action = fromStore ? m.earnings_record_payment_received() : m.earnings_record_payout();

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
      toast.success(
        res.message ??
          (fromStore
            ? m.earnings_payment_received_done({ name: store.name })
            : m.earnings_payout_done({ name: store.name })),
      );
      onPaid(res.data);
      setOpen(false);
    },
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={buttonClass('primary', '', 'sm')}
        aria-label={
          fromStore
            ? m.earnings_record_payment_from({ name: store.name })
            : m.earnings_record_payout_to_short({ name: store.name })
        }
      >
        <Banknote aria-hidden="true" className="size-4" />
        {action}
      </Dialog.Trigger>
      <DialogPanel
        title={
          fromStore
            ? m.earnings_record_payment_from({ name: store.name })
            : m.earnings_record_payout_to({ name: store.name })
        }
        description={
          fromStore
            ? m.earnings_store_owes_text({ name: store.name, amount: money(-store.balancePaisa) })
            : store.balancePaisa > 0
              ? m.earnings_upahar_owes_text({ name: store.name, amount: money(store.balancePaisa) })
              : m.earnings_owed_nothing({ name: store.name })
        }
      >
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-5 space-y-4"
          aria-label={fromStore ? m.earnings_record_payment_received_form() : m.earnings_record_payout_form()}
        >
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          {held && (
            <FormAlert tone="info">
              {m.earnings_held_alert({ reason: store.terms.heldReason ?? '' })}
            </FormAlert>
          )}
          <TextField
            label={m.earnings_amount_rs()}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={m.earnings_amount_hint()}
            {...form.field('amountPaisa')}
          />
          <SelectField
            label={m.earnings_how_paid()}
            required
            options={METHOD_OPTIONS}
            {...form.field('method')}
          />
          <TextField
            label={m.earnings_reference()}
            required
            maxLength={100}
            placeholder={m.earnings_reference_placeholder()}
            autoComplete="off"
            {...form.field('reference')}
          />
          <TextAreaField
            label={m.earnings_note()}
            optional
            maxLength={500}
            minRows={2}
            maxRows={4}
            hint={m.earnings_note_hint()}
            {...form.field('note')}
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary')}>{m.earnings_cancel()}</Dialog.Close>
            <SubmitButton busy={form.busy} busyLabel={m.earnings_recording()}>
              {action}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
