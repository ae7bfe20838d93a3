import * as Dialog from '@radix-ui/react-dialog';
import type { TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useId, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { FormAlert, SubmitButton } from '~/components/form';
import { type ButtonSize, buttonClass } from '~/components/form/styles';
import { CreditCard } from '~/components/icon';
import { toast } from '~/components/toast';
import { usePrice } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { fetchGateways, processPayment, type TGateways } from './orders-api';
import { followPaymentAction } from './payment';

type Props = {
  orderId: string;
  number: string;
  size?: ButtonSize;
  /** Open at once (the cart's "Pay now" links here with ?pay=1). */
  autoOpen?: boolean;
  /** Called when the server says there is nothing to pay online any more. */
  onSettled?: () => void;
};

/**
 * "Pay now" for an unpaid online order: payment-gateways lists where this order
 * can be paid, process-payment says where the browser goes next (a redirect or eSewa's signed
 * form). The amount shown is the server's, never one computed here.
 */
export function PayNowButton({ orderId, number, size = 'sm', autoOpen = false, onSettled }: Props) {
  const [open, setOpen] = useState(autoOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary', '', size)}>
        <CreditCard aria-hidden="true" className="size-4" />
        {m.orders_pay_now()}
      </Dialog.Trigger>
      <DialogPanel title={m.orders_pay_for_order({ number })} description={m.orders_pay_leave()}>
        {open && (
          <GatewayChoice
            orderId={orderId}
            onNothingToPay={() => {
              setOpen(false);
              onSettled?.();
            }}
          />
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}

function GatewayChoice({ orderId, onNothingToPay }: { orderId: string; onNothingToPay: () => void }) {
  const name = useId();
  const price = usePrice();
  const [data, setData] = useState<TGateways | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [choice, setChoice] = useState<TPaymentMethodId | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchGateways(orderId).then(
      (d) => {
        if (!live) return;
        setData(d);
        setChoice(d.default ?? d.gateways[0]?.id ?? null);
      },
      (e) => live && setLoadError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  async function pay() {
    if (!choice || busy) return;
    setBusy(true);
    setError(null);
    try {
      const action = await processPayment(orderId, choice);
      // Leaving for the gateway: keep the button busy until the page unloads.
      if (followPaymentAction(action)) return;
      toast.info(m.orders_nothing_to_pay());
      onNothingToPay();
    } catch (e) {
      setError(errorMessage(e));
    }
    setBusy(false);
  }

  if (loadError)
    return (
      <FormAlert tone="error" className="mt-5">
        {loadError}
      </FormAlert>
    );
  if (!data)
    return (
      <div className="mt-5 space-y-2" role="status">
        <span className="sr-only">{m.orders_loading_payment()}</span>
        <div className="h-14 animate-pulse rounded-xl bg-cream-deep" />
        <div className="h-14 animate-pulse rounded-xl bg-cream-deep" />
      </div>
    );
  if (data.gateways.length === 0)
    return (
      <FormAlert tone="info" className="mt-5">
        {m.orders_online_unavailable()}
      </FormAlert>
    );
  return (
    <div className="mt-5 space-y-4">
      <p className="flex items-baseline justify-between rounded-2xl bg-cream px-4 py-3">
        <span className="text-cocoa-soft">{m.orders_amount_to_pay()}</span>
        <span className="text-lg font-semibold text-cocoa">{price(data.amount)}</span>
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-cocoa">{m.orders_pay_with()}</legend>
        <div className="mt-2 space-y-2">
          {data.gateways.map((g) => (
            <label
              key={g.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3.5 py-2.5 has-[:checked]:border-berry has-[:checked]:bg-berry-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry"
            >
              <input
                type="radio"
                name={name}
                value={g.id}
                checked={choice === g.id}
                onChange={() => setChoice(g.id)}
                className="mt-1 size-4 accent-berry"
              />
              <span>
                <span className="block font-medium text-cocoa">{g.name}</span>
                {g.description && <span className="block text-sm text-cocoa-soft">{g.description}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <SubmitButton
        type="button"
        fullWidth
        busy={busy}
        busyLabel={m.orders_opening_payment()}
        onClick={() => void pay()}
      >
        {m.orders_continue_to_payment()}
      </SubmitButton>
    </div>
  );
}
