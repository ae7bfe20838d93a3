import { ZPaymentMethodsResponse } from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZCheckPaymentBody,
  ZCheckPaymentResponse,
  ZPaymentGatewaysQuery,
  ZPaymentGatewaysResponse,
  ZProcessPaymentBody,
  ZProcessPaymentResponse,
} from '../order.ts';
import {
  ZBrowserPage,
  ZEsewaReturnQuery,
  ZKhaltiReturnQuery,
  ZTestCheckoutQuery,
  ZTestCompleteBody,
} from '../payment-return.ts';

// Paying for an order online (eSewa, Khalti, or the sandbox gateway outside production). Someone
// else's order answers 404; an order that is cancelled, paid or otherwise not payable, 409.
const payments = { surface: 'storefront', tag: 'payments' } as const;

export const listPaymentMethods = defineEndpoint({
  ...payments,
  id: 'listPaymentMethods',
  method: 'GET',
  path: '/payment-methods',
  summary:
    'The payment methods this shop takes (cash on delivery and the configured gateways) and its default',
  access: 'public',
  response: ZPaymentMethodsResponse,
});

export const listPaymentGateways = defineEndpoint({
  ...payments,
  id: 'listPaymentGateways',
  method: 'GET',
  path: '/payment-gateways',
  summary: "The online gateways that can pay one of the user's orders now, with the amount due",
  access: 'user',
  query: ZPaymentGatewaysQuery,
  response: ZPaymentGatewaysResponse,
  errors: [404, 409],
});

export const processPayment = defineEndpoint({
  ...payments,
  id: 'processPayment',
  method: 'POST',
  path: '/process-payment',
  summary:
    'Start paying an order with a gateway: answers where the browser goes next (a redirect or a form to post), or nothing to do for cash on delivery',
  access: 'user',
  body: ZProcessPaymentBody,
  response: ZProcessPaymentResponse,
  errors: [404, 409, 429],
});

export const checkPayment = defineEndpoint({
  ...payments,
  id: 'checkPayment',
  method: 'POST',
  path: '/check-payment',
  summary: "Ask the gateway again about an order's open payment, when it had not decided on the return",
  access: 'user',
  body: ZCheckPaymentBody,
  response: ZCheckPaymentResponse,
  errors: [404, 429],
});

// The browser arrives at these from a gateway, without the shopper's token; what it carries is
// verified with the gateway. They answer redirects and HTML pages, never JSON.
const gatewayPage = { ...payments, access: 'public', response: ZBrowserPage } as const;

export const esewaReturn = defineEndpoint({
  ...gatewayPage,
  id: 'esewaReturn',
  method: 'GET',
  path: '/payments/esewa/return',
  summary: "Where eSewa sends the shopper back: settles the payment and redirects to the order's page",
  query: ZEsewaReturnQuery,
});

export const khaltiReturn = defineEndpoint({
  ...gatewayPage,
  id: 'khaltiReturn',
  method: 'GET',
  path: '/payments/khalti/return',
  summary:
    "Where Khalti sends the shopper back: asks Khalti, settles the payment and redirects to the order's page",
  query: ZKhaltiReturnQuery,
});

export const sandboxCheckout = defineEndpoint({
  ...gatewayPage,
  id: 'sandboxCheckout',
  method: 'GET',
  path: '/payments/test/checkout',
  summary: "The sandbox gateway's payment page (HTML), outside production only: the tester picks the outcome",
  query: ZTestCheckoutQuery,
  errors: [404],
});

export const sandboxComplete = defineEndpoint({
  ...gatewayPage,
  id: 'sandboxComplete',
  consumes: ['application/x-www-form-urlencoded'],
  method: 'POST',
  path: '/payments/test/complete',
  summary:
    "The sandbox page's form (url-encoded), outside production only: settles the payment and redirects to the order's page, or an HTML page when it cannot be verified",
  body: ZTestCompleteBody,
});
