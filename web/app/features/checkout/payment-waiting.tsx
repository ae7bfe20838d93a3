import { PAYMENT_METHOD_NAMES, type TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/form';
import { Loader2, RefreshCw } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { checkPayment } from './checkout-api';
import { PAYMENT_RECHECK_DELAYS } from './payment-logic';

type Props = {
  orderId: string;
  /** The gateway the order was placed with, named until the server says which one it asked. */
  gateway?: TPaymentMethodId | null;
  /** The gateway decided: paid, or the attempt is over (the page reads the order again). */
  onDecided: (paid: boolean) => void;
  /**
   * Shown once the automatic checks are over, or a check failed: a way to pay again for a payment
   * that never came.
   */
  afterWaiting?: ReactNode;
};

/**
 * The gateway sent the shopper back before deciding (Khalti "Pending", eSewa "PENDING"). Paying
 * again now could take the money twice, so the page asks the gateway itself, a few times on its
 * own and then on "Check again", until it says paid or not.
 */
export function PaymentWaiting({ orderId, gateway: placedWith = null, onDecided, afterWaiting }: Props) {
  // Named once the server says which gateway it asked (a cash order paid online keeps "cod" till paid).
  const [asked, setAsked] = useState<TPaymentMethodId | null>(placedWith === 'cod' ? null : placedWith);
  const gateway = asked ? PAYMENT_METHOD_NAMES[asked] : m.checkout_the_payment_service();
  const [checking, setChecking] = useState(true);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // One check at a time (a click can meet the automatic timer), and none acted on once the
  // shopper has left the page: a late answer must not pull them back here.
  const inFlight = useRef(false);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const check = useCallback(async () => {
    if (inFlight.current || gone.current) return;
    inFlight.current = true;
    setChecking(true);
    setError(null);
    try {
      const r = await checkPayment(orderId);
      if (gone.current) return;
      if (r.gateway) setAsked(r.gateway);
      if (r.paid || !r.waiting) {
        onDecided(r.paid);
        return;
      }
    } catch (e) {
      if (gone.current) return;
      setError(errorMessage(e));
    } finally {
      inFlight.current = false;
    }
    setChecking(false);
    setRound((n) => n + 1);
  }, [orderId, onDecided]);

  // The automatic rounds: each waits its delay after the previous answer, then they stop.
  useEffect(() => {
    if (round >= PAYMENT_RECHECK_DELAYS.length) return;
    const timer = setTimeout(() => void check(), PAYMENT_RECHECK_DELAYS[round]);
    return () => clearTimeout(timer);
  }, [round, check]);

  const automatic = round < PAYMENT_RECHECK_DELAYS.length;
  return (
    <div className="space-y-3 rounded-2xl border border-line bg-white/90 p-4 text-cocoa">
      <p aria-live="polite" className="flex items-start gap-2 text-sm">
        {checking ? (
          <>
            <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-berry" />
            {m.checkout_checking_with({ gateway })}
          </>
        ) : automatic ? (
          m.checkout_not_confirmed_yet({ gateway })
        ) : (
          m.checkout_still_not_confirmed({ gateway })
        )}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void check()}
        disabled={checking}
        className={buttonClass('secondary', '', 'sm')}
      >
        <RefreshCw aria-hidden="true" className="size-4" /> {m.checkout_check_again()}
      </button>
      {/* The gateway could not be asked (the error says so): paying again is the shopper's call. */}
      {(!automatic || error) && !checking && afterWaiting && (
        <div className="space-y-2 border-t border-line pt-3">
          <p className="text-sm text-cocoa-soft">{m.checkout_pay_now_if_not()}</p>
          {afterWaiting}
        </div>
      )}
    </div>
  );
}
