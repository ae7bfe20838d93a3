import {
  ZApplyCouponBody,
  ZApplyCouponResponse,
  ZCheckoutSummaryBody,
  ZCheckoutSummaryResponse,
  ZCreditResponse,
  ZPlaceOrderBody,
  ZPlaceOrderResponse,
  ZRedeemVoucherBody,
  ZRedeemVoucherResponse,
} from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// Checkout: coupons, vouchers and credit, the priced summary and placing the order. Signed-in
// users only; every amount is priced on the server, a client sends ids and codes. Guessing codes
// is rate limited (429); a cart line that can no longer be ordered answers 409.
const checkout = { surface: 'storefront', tag: 'checkout', access: 'user' } as const;

export const applyCoupon = defineEndpoint({
  ...checkout,
  id: 'applyCoupon',
  method: 'POST',
  path: '/apply-coupon',
  summary:
    'Put a coupon code on the cart and answer its discount; 409 once it is used up for everyone or the user',
  body: ZApplyCouponBody,
  response: ZApplyCouponResponse,
  errors: [409, 429],
});

export const removeCoupon = defineEndpoint({
  ...checkout,
  id: 'removeCoupon',
  method: 'POST',
  path: '/remove-coupon',
  summary: 'Take the coupon off the cart',
  response: ZMessageResponse,
});

export const redeemVoucher = defineEndpoint({
  ...checkout,
  id: 'redeemVoucher',
  method: 'POST',
  path: '/redeem-voucher',
  summary:
    "Turn a gift voucher's value into the user's credit; 404 for an unknown code, 409 for a used or expired one",
  body: ZRedeemVoucherBody,
  response: ZRedeemVoucherResponse,
  errors: [404, 409, 429],
});

export const getCredit = defineEndpoint({
  ...checkout,
  id: 'getCredit',
  method: 'GET',
  path: '/credit',
  summary: "The user's voucher credit balance, in paisa",
  response: ZCreditResponse,
});

export const getCheckoutSummary = defineEndpoint({
  ...checkout,
  id: 'getCheckoutSummary',
  method: 'POST',
  path: '/checkout-summary',
  summary:
    "What placing the order would charge, line by line (one delivery line with the method's surcharge in it, coupon, credit), without placing it",
  body: ZCheckoutSummaryBody,
  response: ZCheckoutSummaryResponse,
  errors: [409],
});

export const placeOrder = defineEndpoint({
  ...checkout,
  id: 'placeOrder',
  // 201 for a new order; 200 when a retried request is answered with the order it placed.
  statuses: [200, 201],
  method: 'POST',
  path: '/place-order',
  summary:
    'Place the order from the cart at the total checkout-summary showed (expectedTotal, required: 400 without it; 409 with the new total when prices changed). 201; a retry with the same Idempotency-Key answers the same order with 200; 409 when a slot, stock or coupon ran out meanwhile',
  body: ZPlaceOrderBody,
  response: ZPlaceOrderResponse,
  errors: [404, 409],
  idempotent: true,
});
