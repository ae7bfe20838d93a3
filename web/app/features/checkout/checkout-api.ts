import {
  IDEMPOTENCY_HEADER,
  type TCheckoutSummary,
  type TCheckoutSummaryBody,
  type TCheckPayment,
  type TCouponResult,
  type TDeliveryCharge,
  type TMethodsSlots,
  type TPaymentMethod,
  type TPaymentMethodId,
  type TPlacedOrder,
  type TPlaceOrderBody,
} from '@upahar/contract';
import { apiGet, apiPost, browserApi } from '~/lib/browser-api';

// The checkout calls (paths under /api/V2). Every amount comes back from the server;
// the browser sends only ids, dates and codes, never a price.

export type TPaymentMethods = { paymentMethods: TPaymentMethod[]; defaultPaymentMethod: TPaymentMethodId };

export const fetchDeliveryCharge = (
  body: { locationId: number; cartItems: string[] },
  signal?: AbortSignal,
) =>
  browserApi<TDeliveryCharge>({ method: 'POST', path: 'delivery-charge', body, signal }).then((r) => r.data);

export const fetchMethodsSlots = (
  body: { locationId: number; date: string; cartItems: string[] },
  signal?: AbortSignal,
) =>
  browserApi<TMethodsSlots>({ method: 'POST', path: 'delivery-methods-time-slot', body, signal }).then(
    (r) => r.data,
  );

export const fetchPaymentMethods = () => apiGet<TPaymentMethods>('payment-methods').then((r) => r.data);

export const applyCoupon = (code: string, cartItems: string[]) =>
  apiPost<TCouponResult>('apply-coupon', { code, cartItems });
export const removeCoupon = () => apiPost<unknown>('remove-coupon');

export const redeemVoucher = (code: string) =>
  apiPost<{ code: string; amount: number; balance: number }>('redeem-voucher', { code });
export const fetchCredit = () => apiGet<{ balance: number }>('credit').then((r) => r.data.balance);

export const fetchSummary = (body: TCheckoutSummaryBody, signal?: AbortSignal) =>
  browserApi<TCheckoutSummary>({ method: 'POST', path: 'checkout-summary', body, signal }).then(
    (r) => r.data,
  );

export const placeOrder = (body: TPlaceOrderBody, idempotencyKey: string) =>
  apiPost<TPlacedOrder>('place-order', body, undefined, { [IDEMPOTENCY_HEADER]: idempotencyKey }).then(
    (r) => r.data,
  );

/** POST check-payment: the server asks eSewa or Khalti again about the order's open payment. */
export const checkPayment = (orderId: string) =>
  apiPost<TCheckPayment>('check-payment', { orderId }).then((r) => r.data);
