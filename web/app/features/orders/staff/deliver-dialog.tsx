import * as Dialog from '@radix-ui/react-dialog';
import { earlyText, formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useId, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { buttonClass, FormAlert, SubmitButton } from '~/components/form';
import { ArrowRight, Banknote, CalendarClock, CreditCard } from '~/components/icon';
import { deliveryMoney } from './order-moves';
import type { TDashboardOrder } from './staff-orders-api';

type Props = {
  order: TDashboardOrder;
  /** Days before the order's delivery date (Nepal); 0 on the day. */
  daysEarly: number;
  busy: boolean;
  disabled: boolean;
  describedBy: string;
  /** Resolves to null when the server marked it delivered, else its message. */
  onConfirm: (early: boolean) => Promise<string | null>;
};

/**
 * "Mark delivered" tells the customer their order arrived and, for cash on delivery, records the
 * cash as collected, so it asks first and says so. Before the order's date it also asks the store
 * to tick that the early delivery is real: the server refuses an early delivery not confirmed.
 */
export function DeliverDialog({ order, daysEarly, busy, disabled, describedBy, onConfirm }: Props) {
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
    }
    setOpen(next);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending || busy) return;
    if (daysEarly > 0 && !early) {
      setEarlyError(m.orders_tick_early());
      const box = e.currentTarget.elements.namedItem('early');
      if (box instanceof HTMLInputElement) box.focus();
      return;
    }
    setSending(true);
    setRefused(null);
    const message = await onConfirm(daysEarly > 0);
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
        {m.orders_mark_delivered()}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Dialog.Trigger>
      <DialogPanel
        title={m.orders_mark_delivered_title({ number: order.number })}
        description={m.orders_mark_delivered_text()}
      >
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          {refused && <FormAlert tone="error">{refused}</FormAlert>}
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
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary', 'whitespace-nowrap')}>
              {m.orders_not_yet()}
            </Dialog.Close>
            <SubmitButton className="whitespace-nowrap" busy={sending || busy} busyLabel={m.orders_saving()}>
              {money.cash ? m.orders_delivered_cash() : m.orders_yes_delivered()}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
