import {
  CANCELLATION_REASONS,
  type TCancellationBody,
  type TComplainBody,
  type TOrderCard,
  type TOrderDetail,
  type TOrderFeedbackBody,
  type TPaymentAction,
  type TPaymentMethodId,
} from '@upahar/contract';
import { apiGet, apiPost, browserApi } from '~/lib/browser-api';

// The order calls (paths under /api/V2). The detail answers of cancel, feedback and
// complain are used as they come: the page refreshes from the response.

export type TCancellationReason = { id: number; reason: string };
export type TOrderListing = { orders: TOrderCard[]; cancellationReasons: TCancellationReason[] };
export type TGateways = {
  gateways: { id: TPaymentMethodId; name: string; description: string }[];
  default: TPaymentMethodId | null;
  amount: number;
};
export type TComplaint = TOrderDetail['complaints'][number];
export type TFeedbackDetail = {
  orderId: string;
  number: string;
  feedback: { rating: number; comment: string; createdAt: string } | null;
};

// The user state keeps cancellationReasons from order-listing; the detail page uses
// them when the listing was seen in this visit, else the contract's list (the same by contract).
let knownReasons: readonly TCancellationReason[] | null = null;
export const cancellationReasons = (): readonly TCancellationReason[] => knownReasons ?? CANCELLATION_REASONS;

export const fetchOrders = (page: number, signal?: AbortSignal) =>
  browserApi<TOrderListing>({ method: 'GET', path: 'order-listing', query: { page }, signal }).then((r) => {
    if (r.data.cancellationReasons.length > 0) knownReasons = r.data.cancellationReasons;
    return r;
  });

export const fetchOrder = (orderId: string, status?: string | null, signal?: AbortSignal) =>
  browserApi<{ order: TOrderDetail }>({
    method: 'GET',
    path: 'order-detail',
    query: { orderId, status: status ?? undefined },
    signal,
  }).then((r) => r.data.order);

export const requestCancellation = (body: TCancellationBody) =>
  apiPost<{ order: TOrderDetail }>('cancellation-request', body);

export const sendFeedback = (body: TOrderFeedbackBody) => apiPost<TFeedbackDetail>('order-feedback', body);

/** POST order/feedback: the feedback detail read back. */
export const fetchFeedback = (orderId: string) =>
  apiPost<TFeedbackDetail>('order/feedback', { orderId }).then((r) => r.data);

export const sendComplaint = (body: TComplainBody) =>
  apiPost<{ complaints: TComplaint[] }>('order-complain', body);

export const deleteOrderImage = (id: string) => apiPost<unknown>('order-delete-image', { id });

export const fetchGateways = (orderId: string) =>
  apiGet<TGateways>('payment-gateways', { orderId, source: 'web' }).then((r) => r.data);

export const processPayment = (orderId: string, gateway: TPaymentMethodId) =>
  apiPost<TPaymentAction>('process-payment', { orderId, gateway, source: 'web' }).then((r) => r.data);
