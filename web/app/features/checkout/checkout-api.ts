import { type EndpointBody, type EndpointData, IDEMPOTENCY_HEADER } from '@upahar/contract';
import {
  applyCoupon as applyCouponEndpoint,
  checkPayment as checkPaymentEndpoint,
  getCheckoutSummary,
  getDeliveryCharge,
  getDeliveryMethodsSlots,
  listPaymentMethods,
  placeOrder as placeOrderEndpoint,
  redeemVoucher as redeemVoucherEndpoint,
  removeCoupon as removeCouponEndpoint,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The checkout calls. Every amount comes back from the server; the browser sends only ids,
// dates and codes, never a price.

export type TPaymentMethods = EndpointData<typeof listPaymentMethods>;

export const fetchDeliveryCharge = (body: EndpointBody<typeof getDeliveryCharge>, signal?: AbortSignal) =>
  callApi(getDeliveryCharge, { body }, { signal }).then((r) => r.data);

export const fetchMethodsSlots = (body: EndpointBody<typeof getDeliveryMethodsSlots>, signal?: AbortSignal) =>
  callApi(getDeliveryMethodsSlots, { body }, { signal }).then((r) => r.data);

export const fetchPaymentMethods = () => callApi(listPaymentMethods).then((r) => r.data);

export const applyCoupon = (code: string, cartItems: string[]) =>
  callApi(applyCouponEndpoint, { body: { code, cartItems } });
export const removeCoupon = () => callApi(removeCouponEndpoint);

export const redeemVoucher = (code: string) => callApi(redeemVoucherEndpoint, { body: { code } });

export const fetchSummary = (body: EndpointBody<typeof getCheckoutSummary>, signal?: AbortSignal) =>
  callApi(getCheckoutSummary, { body }, { signal }).then((r) => r.data);

/** The same key for every retry of one order, so a retried request cannot place it twice. */
export const placeOrder = (body: EndpointBody<typeof placeOrderEndpoint>, idempotencyKey: string) =>
  callApi(placeOrderEndpoint, { body }, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).then(
    (r) => r.data,
  );

/** POST check-payment: the server asks eSewa or Khalti again about the order's open payment. */
export const checkPayment = (orderId: string) =>
  callApi(checkPaymentEndpoint, { body: { orderId } }).then((r) => r.data);
