import {
  CANCELLATION_REASONS,
  type EndpointBody,
  type EndpointData,
  type TPaymentMethodId,
} from '@upahar/contract';
import {
  deleteOrderImage as deleteOrderImageEndpoint,
  fileComplaint,
  getCancellationQuote,
  getOrderDetail,
  getOrderFeedback,
  listOrders,
  listPaymentGateways,
  processPayment as processPaymentEndpoint,
  requestCancellation as requestCancellationEndpoint,
  saveOrderFeedback,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The order calls. The detail answers of cancel, feedback and complain are used as they come:
// the page refreshes from the response.

type TOrderListing = EndpointData<typeof listOrders>;
export type TCancellationReason = TOrderListing['cancellationReasons'][number];
export type TGateways = EndpointData<typeof listPaymentGateways>;
export type TComplaint = EndpointData<typeof fileComplaint>['complaints'][number];

// The user state keeps cancellationReasons from order-listing; the detail page uses
// them when the listing was seen in this visit, else the contract's list (the same by contract).
let knownReasons: readonly TCancellationReason[] | null = null;
export const cancellationReasons = (): readonly TCancellationReason[] => knownReasons ?? CANCELLATION_REASONS;

export const fetchOrders = (page: number, signal?: AbortSignal) =>
  callApi(listOrders, { query: { page } }, { signal }).then((r) => {
    if (r.data.cancellationReasons.length > 0) knownReasons = r.data.cancellationReasons;
    return r;
  });

export const fetchOrder = (orderId: string, status?: string | null, signal?: AbortSignal) =>
  callApi(getOrderDetail, { query: { orderId, status: status ?? undefined } }, { signal }).then(
    (r) => r.data.order,
  );

export const fetchCancelQuote = (orderId: string, partId: string | undefined, signal?: AbortSignal) =>
  callApi(getCancellationQuote, { query: { orderId, partId } }, { signal }).then((r) => r.data.quote);

export const requestCancellation = (body: EndpointBody<typeof requestCancellationEndpoint>) =>
  callApi(requestCancellationEndpoint, { body });

export const sendFeedback = (body: EndpointBody<typeof saveOrderFeedback>) =>
  callApi(saveOrderFeedback, { body });

/** POST order/feedback: the feedback detail read back. */
export const fetchFeedback = (orderId: string) =>
  callApi(getOrderFeedback, { body: { orderId } }).then((r) => r.data);

export const sendComplaint = (body: EndpointBody<typeof fileComplaint>) => callApi(fileComplaint, { body });

export const deleteOrderImage = (id: string) => callApi(deleteOrderImageEndpoint, { body: { id } });

export const fetchGateways = (orderId: string) =>
  callApi(listPaymentGateways, { query: { orderId, source: 'web' } }).then((r) => r.data);

export const processPayment = (orderId: string, gateway: TPaymentMethodId) =>
  callApi(processPaymentEndpoint, { body: { orderId, gateway, source: 'web' } }).then((r) => r.data);
