import type { TPaymentMethodId, TPlaceOrderBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/components/toast';
import { useCart } from '~/features/cart';
import { followPaymentAction, processPayment } from '~/features/orders';
import { ApiError, errorMessage } from '~/lib/api';
import { placeOrder } from './checkout-api';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency';
import { fixFor, type OrderFix } from './order-errors';
import { confirmationPath, nextAfterPlaced } from './payment-logic';

export type PlaceProblem = { message: string; fix: OrderFix };

/**
 * "Place order": POST place-order with an Idempotency-Key made once per attempt
 * and reused for a retry or a second click with the same body; then cash goes to the thank-you
 * page and an online method goes to its gateway (POST process-payment).
 */
export function usePlaceOrder(onPlaced: () => void) {
  const navigate = useNavigate();
  const { refresh } = useCart();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  // A ref as well as state: a double click's second click comes before React re-renders.
  const running = useRef(false);

  const place = useCallback(
    async (body: TPlaceOrderBody & { paymentMethod: TPaymentMethodId }) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setProblem(null);
      let orderId: string;
      let pay: boolean;
      try {
        const placed = await placeOrder(body, idempotencyKeyFor(body));
        orderId = placed.orderId;
        pay = nextAfterPlaced(placed) === 'pay';
      } catch (e) {
        const message = errorMessage(e);
        setProblem({
          message,
          fix: fixFor(
            message,
            e instanceof ApiError ? e.status : 0,
            e instanceof ApiError ? e.errors : undefined,
          ),
        });
        running.current = false;
        setBusy(false);
        return;
      }
      // The order exists: the next checkout is a new attempt, and the cart lost these lines.
      forgetIdempotencyKey();
      onPlaced();
      // Leaving this page for the thank-you page: the header's cart catches up on the way.
      const confirm = (status?: 'failed') => {
        void refresh();
        navigate(confirmationPath(orderId, status));
      };
      if (!pay) return confirm();
      try {
        const action = await processPayment(orderId, body.paymentMethod);
        // Leaving for the gateway: the button stays busy until the page unloads (the next
        // page load reads the cart afresh).
        if (followPaymentAction(action)) return;
        confirm();
      } catch (e) {
        // The order is placed; the thank-you page offers "Try paying again".
        toast.error(errorMessage(e, m.checkout_payment_not_started()));
        confirm('failed');
      }
    },
    [navigate, onPlaced, refresh],
  );

  return { place, busy, problem, clearProblem: () => setProblem(null) };
}
