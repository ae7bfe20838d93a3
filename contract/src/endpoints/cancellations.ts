import {
  ZCancellationQuoteQuery,
  ZCancellationQuoteResponse,
  ZCancellationTerms,
  ZRefundDoneBody,
  ZRefundDoneResponse,
  ZRefundIdParams,
  ZRefundListQuery,
  ZRefundListResponse,
  ZShopTermsResponse,
  ZTermsResponse,
} from '../cancellation.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZStoreIdParams } from '../store-team.ts';

// Fair cancellation: what cancelling costs now (storefront), the stores' and the shop's terms,
// and the refunds staff make by hand through eSewa or Khalti (dashboard).

export const getCancellationQuote = defineEndpoint({
  surface: 'storefront',
  tag: 'orders',
  access: 'user',
  id: 'getCancellationQuote',
  method: 'GET',
  path: '/cancellation-quote',
  summary: 'What cancelling an order or one part of it now would cost: the fee, the refund and the term',
  query: ZCancellationQuoteQuery,
  response: ZCancellationQuoteResponse,
  errors: [404],
});

const dashboard = { surface: 'dashboard', tag: 'dashboard cancellations', access: 'staff' } as const;

export const getStoreCancellationTerms = defineEndpoint({
  ...dashboard,
  id: 'getStoreCancellationTerms',
  method: 'GET',
  path: '/stores/:storeId/cancellation-terms',
  summary: "The store's cancellation terms (null: it follows the shop's) and the shop's defaults",
  params: ZStoreIdParams,
  response: ZTermsResponse,
  errors: [404],
});

export const updateStoreCancellationTerms = defineEndpoint({
  ...dashboard,
  id: 'updateStoreCancellationTerms',
  auditLabel: "Changed a store's cancellation terms",
  method: 'PUT',
  path: '/stores/:storeId/cancellation-terms',
  summary: "Set the store's cancellation terms: free hours before the slot (0–168), then a fee (0–100 %)",
  params: ZStoreIdParams,
  body: ZCancellationTerms,
  response: ZTermsResponse,
  errors: [404],
});

export const getShopCancellationTerms = defineEndpoint({
  ...dashboard,
  id: 'getShopCancellationTerms',
  method: 'GET',
  path: '/cancellation-terms',
  summary: "The shop's default cancellation terms, for stores that set none (admins)",
  response: ZShopTermsResponse,
  errors: [403],
});

export const updateShopCancellationTerms = defineEndpoint({
  ...dashboard,
  id: 'updateShopCancellationTerms',
  auditLabel: "Changed the shop's cancellation terms",
  method: 'PUT',
  path: '/cancellation-terms',
  summary: "Change the shop's default cancellation terms (admins)",
  body: ZCancellationTerms,
  response: ZShopTermsResponse,
  errors: [403],
});

export const listCancellationRefunds = defineEndpoint({
  ...dashboard,
  id: 'listCancellationRefunds',
  method: 'GET',
  path: '/cancellation-refunds',
  summary: 'Refunds of cancelled parts: to do (eSewa, Khalti) or done (those included to the wallet)',
  query: ZRefundListQuery,
  response: ZRefundListResponse,
  errors: [403],
});

export const markCancellationRefundDone = defineEndpoint({
  ...dashboard,
  id: 'markCancellationRefundDone',
  auditLabel: 'Marked a refund as done',
  method: 'POST',
  path: '/cancellation-refunds/:id/done',
  summary: "Mark a refund made through the gateway as done, with the gateway's reference (admins)",
  params: ZRefundIdParams,
  body: ZRefundDoneBody,
  response: ZRefundDoneResponse,
  errors: [403, 404, 409],
});
