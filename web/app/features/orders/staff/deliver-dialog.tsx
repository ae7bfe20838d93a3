import * as Dialog from '@radix-ui/react-dialog';
import { earlyText, formatDate, PROOF_CLOCK_SLACK_MS } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useId, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { buttonClass, FormAlert, SubmitButton } from '~/components/form';
import { ArrowRight, Banknote, CalendarClock, CreditCard } from '~/components/icon';
import { deliveryMoney } from './order-moves';
import { ProofFields } from './proof-fields';
import type { TDashboardOrder } from './staff-orders-api';

type Props = {
  order: TDashboardOrder;
  /** Days before the order's delivery date (Nepal); 0 on the day. */
  daysEarly: number;
  busy: boolean;
  disabled: boolean;
  describedBy: string;
  /** The proof's photo may be left out (admins); the store's team must take one. */
  photoOptional: boolean;
  /** When the part went out for delivery, when known: the earliest time the proof may give. */
  wentOutAt: string | null;
  /** Sends the proof; resolves to null when the server marked it delivered, else its message. */
  onConfirm: (form: FormData) => Promise<string | null>;
};

type ProofErrors = Parameters<typeof ProofFields>[0]['errors'];

/** What the form is missing before it is worth sending: a name, and a photo unless optional. */
function checkProof(form: FormData, photoOptional: boolean): ProofErrors {
  const errors: ProofErrors = {};
  if (String(form.get('receivedBy') ?? '').trim().length < 2) errors.receivedBy = m.proof_v_received_by();
  const photo = form.get('photo');
  if (!photoOptional && !(photo instanceof File && photo.size > 0)) errors.photo = m.proof_v_photo();
  const time = String(form.get('deliveredAtLocal') ?? '');
  if (!time || Number.isNaN(new Date(time).getTime())) errors.deliveredAt = m.proof_v_time();
  else if (new Date(time).getTime() > Date.now() + PROOF_CLOCK_SLACK_MS)
    errors.deliveredAt = m.proof_v_time_future();
  return errors;
}

/**
 * "Deliver" opens the proof a driver gives at the door (photo, who took it, when, where) and tells
 * the customer their order arrived; for cash on delivery it records the cash as collected, so it
 * says so. Before the order's date it also asks the store to tick that the early delivery is
 * real: the server refuses an early delivery not confirmed.
 */
export function DeliverDialog(props: Props) {
  const { order, daysEarly, busy, disabled, describedBy, onConfirm } = props;
  const [proofErrors, setProofErrors] = useState<ProofErrors>({});
  const [open, setOpen] = useState(false);
  const [early, setEarly] = useState(false);
  const [earlyError, setEarlyError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const money = deliveryMoney(order);
  const ids = useId();
  const earlyHint = `${ids}-early-hint`;
  const earlyErrorId = `${ids}-early-error`;

  function onOpenChange(next: boolean) {
    if (next) {
      setEarly(false);
      setEarlyError(null);
      setRefused(null);
      setProofErrors({});
    }
    setOpen(next);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending || busy) return;
    const form = new FormData(e.currentTarget);
    const errors = checkProof(form, props.photoOptional);
    setProofErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      const field = e.currentTarget.elements.namedItem(first === 'deliveredAt' ? 'deliveredAtLocal' : first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    if (daysEarly > 0 && !early) {
      setEarlyError(m.orders_tick_early());
      const box = e.currentTarget.elements.namedItem('early');
      if (box instanceof HTMLInputElement) box.focus();
      return;
    }
    setSending(true);
    setRefused(null);
    if (form.get('timeEdited'))
      form.set('deliveredAt', new Date(String(form.get('deliveredAtLocal'))).toISOString());
    form.delete('deliveredAtLocal');
    form.delete('timeEdited');
    form.set('early', daysEarly > 0 ? 'true' : 'false');
    const photo = form.get('photo');
    if (photo instanceof File && photo.size === 0) form.delete('photo');
    const message = await onConfirm(form);
    setSending(false);
    if (message === null) setOpen(false);
    else setRefused(message);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        data-move=""
        className={buttonClass('primary', '', 'sm')}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {m.proof_deliver()}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Dialog.Trigger>
      <DialogPanel title={m.proof_title({ number: order.number })} description={m.proof_intro()}>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <ProofFields
            errors={proofErrors}
            photoRequired={!props.photoOptional}
            wentOutAt={props.wentOutAt}
          />
          <p
            className={`flex gap-3 rounded-2xl px-4 py-3 text-sm ${money.cash ? 'bg-success-soft font-semibold text-cocoa' : 'bg-cream text-cocoa'}`}
          >
            {money.cash ? (
              <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
            )}
            <span>
              {money.text}
              {money.cash && (
                <span className="mt-1 block font-normal text-cocoa-soft">{m.orders_cash_in_hand()}</span>
              )}
            </span>
          </p>
          {daysEarly > 0 && (
            <div className="space-y-2 rounded-2xl border border-caramel bg-cream-deep px-4 py-3 text-sm text-cocoa">
              <p id={earlyHint} className="flex gap-3 font-semibold">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
                {earlyText(order.deliveryDate, daysEarly)}.
              </p>
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  name="early"
                  checked={early}
                  onChange={(e) => {
                    setEarly(e.currentTarget.checked);
                    if (e.currentTarget.checked) setEarlyError(null);
                  }}
                  aria-describedby={earlyError ? `${earlyHint} ${earlyErrorId}` : earlyHint}
                  aria-invalid={earlyError ? true : undefined}
                  className="size-5 shrink-0 accent-berry"
                />
                {m.orders_really_early({ date: formatDate(order.deliveryDate, 'day') })}
              </label>
              {earlyError && (
                <p id={earlyErrorId} className="font-medium text-danger">
                  {earlyError}
                </p>
              )}
            </div>
          )}
          {/* Beside the button that was pressed: on a phone the top of the form is out of sight. */}
          {refused && <FormAlert tone="error">{refused}</FormAlert>}
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary', 'whitespace-nowrap')}>
              {m.orders_not_yet()}
            </Dialog.Close>
            <SubmitButton
              className="min-h-12 whitespace-nowrap"
              busy={sending || busy}
              busyLabel={m.orders_saving()}
            >
              {money.cash ? m.orders_delivered_cash() : m.orders_yes_delivered()}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
