import type { TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { buttonClass, FormAlert } from '~/components/form';
import { Banknote, CreditCard, FlaskConical, RefreshCw, Wallet } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { fetchPaymentMethods, type TPaymentMethods } from './checkout-api';
import { pickPaymentMethod } from './payment-logic';
import { RadioCard, RadioCards } from './radio-cards';

const ICONS: Record<TPaymentMethodId, typeof Wallet> = {
  cod: Banknote,
  esewa: Wallet,
  khalti: CreditCard,
  test: FlaskConical,
};

/** GET payment-methods once; the chosen method falls back to the server's default. */
export function usePaymentMethods(chosen: TPaymentMethodId | null, choose: (id: TPaymentMethodId) => void) {
  const [data, setData] = useState<TPaymentMethods | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    fetchPaymentMethods().then(setData, (e) => setError(errorMessage(e)));
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (!data) return;
    const pick = pickPaymentMethod(data.paymentMethods, chosen, data.defaultPaymentMethod);
    if (pick && pick !== chosen) choose(pick);
  }, [data, chosen, choose]);
  return { data, error, retry: load };
}

export function PaymentMethods({
  state,
  chosen,
  onChoose,
}: {
  state: ReturnType<typeof usePaymentMethods>;
  chosen: TPaymentMethodId | null;
  onChoose: (id: TPaymentMethodId) => void;
}) {
  if (state.error && !state.data) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error">{state.error}</FormAlert>
        <button type="button" onClick={state.retry} className={buttonClass('secondary', '', 'sm')}>
          <RefreshCw aria-hidden="true" className="size-4" /> {m.checkout_try_again()}
        </button>
      </div>
    );
  }
  if (!state.data) {
    return (
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        <div className="h-20 animate-pulse rounded-2xl bg-cream-deep" />
        <div className="h-20 animate-pulse rounded-2xl bg-cream-deep" />
      </div>
    );
  }
  return (
    <RadioCards label={m.checkout_payment_method()} hideLabel>
      {state.data.paymentMethods.map((pm) => {
        const Icon = ICONS[pm.id];
        return (
          <RadioCard
            key={pm.id}
            name="payment-method"
            value={pm.id}
            checked={pm.id === chosen}
            onSelect={() => onChoose(pm.id)}
            title={
              // Beside the first line when a long name (eSewa's test environment) wraps.
              <span className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-berry" />
                {pm.name}
              </span>
            }
            detail={
              <>
                {pm.description}
                {pm.online && <span className="block text-xs">{m.checkout_pay_next_page()}</span>}
              </>
            }
          />
        );
      })}
    </RadioCards>
  );
}
