import type { TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { buttonClass, FormAlert } from '~/components/form';
import { CreditCard, Loader2 } from '~/components/icon';
import { fetchGateways, followPaymentAction, processPayment, type TGateways } from '~/features/orders';
import { errorMessage } from '~/lib/api';
import { RadioCard, RadioCards } from './radio-cards';

/**
 * "Try paying again" for a placed, unpaid order: the gateways the server offers for it
 * (GET payment-gateways?orderId&source=web), then POST process-payment and off to the gateway.
 */
export function RetryPayment({ orderId, onNothingToPay }: { orderId: string; onNothingToPay: () => void }) {
  const [gateways, setGateways] = useState<TGateways | null>(null);
  const [chosen, setChosen] = useState<TPaymentMethodId | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  useEffect(() => {
    fetchGateways(orderId).then(
      (g) => {
        setGateways(g);
        setChosen(g.default ?? g.gateways[0]?.id ?? null);
      },
      (e) => setError(errorMessage(e)),
    );
  }, [orderId]);

  async function pay() {
    if (running.current || !chosen) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const action = await processPayment(orderId, chosen);
      // Leaving for the gateway: stay busy until the page unloads.
      if (followPaymentAction(action)) return;
      onNothingToPay();
    } catch (e) {
      setError(errorMessage(e, m.checkout_payment_not_started_retry()));
    }
    running.current = false;
    setBusy(false);
  }

  const online = gateways?.gateways ?? [];
  return (
    <div className="space-y-3">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {online.length > 1 && (
        <RadioCards label={m.checkout_pay_with()} className="grid gap-2.5 sm:grid-cols-2">
          {online.map((g) => (
            <RadioCard
              key={g.id}
              compact
              name="retry-gateway"
              value={g.id}
              checked={g.id === chosen}
              onSelect={() => setChosen(g.id)}
              title={g.name}
              detail={g.description}
            />
          ))}
        </RadioCards>
      )}
      <button
        type="button"
        onClick={pay}
        disabled={busy || !chosen}
        aria-busy={busy || undefined}
        className={buttonClass('primary')}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <CreditCard aria-hidden="true" className="size-5" />
        )}
        {busy ? m.checkout_opening_payment() : m.checkout_try_paying_again()}
      </button>
      {gateways && online.length === 0 && (
        <p className="text-sm text-cocoa-soft">{m.checkout_online_unavailable()}</p>
      )}
    </div>
  );
}
