import type { EndpointData, TDashboardOrderDetail, TOrderStatus } from '@upahar/contract';
import {
  changeOrderStatus,
  getDashboardOrder,
  listDashboardOrders,
  refundDeliveredPart,
  setComplaintStatus,
  settleComplaint,
  undoOrderStep,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The store owner's order calls, under the seller and admin API (/api/dashboard/v1). A store works
// on its part of each order (one per store), so every id here is a part's.

export type TDashboardOrder = EndpointData<typeof listDashboardOrders>['orders'][number];

export const fetchDashboardOrders = (
  page: number,
  status: TOrderStatus | undefined,
  q: string,
  signal?: AbortSignal,
) => callApi(listDashboardOrders, { query: { page, status, ...(q ? { q } : {}) } }, { signal });

export const fetchDashboardOrder = (partId: string, signal?: AbortSignal) =>
  callApi(getDashboardOrder, { params: { id: partId } }, { signal }).then((r) => r.data.order);

/**
 * POST orders/:partId/status: the answer is the whole part after the move, with a message.
 * `early`: delivered before its delivery date on purpose (refused with 409 without it).
 */
export const moveOrder = (partId: string, status: TOrderStatus, note: string, early = false) =>
  callApi(changeOrderStatus, { params: { id: partId }, body: { status, note, early } });

/** POST orders/:partId/undo: takes back the step to `status`, the part's status as the page shows it. */
export const undoStep = (partId: string, status: TOrderStatus) =>
  callApi(undoOrderStep, { params: { id: partId }, body: { status } });

/** Admins: refund a delivered part in full; the answer is the part afterwards, with a message. */
export const refundPart = (partId: string, reason: string) =>
  callApi(refundDeliveredPart, { params: { id: partId }, body: { reason } });

/** Admins: settle a complaint in the customer's favour, on the part whose page it is. */
export const settlePartComplaint = (
  partId: string,
  complaintId: number,
  body: { refundPaisa: number; reason: string },
) => callApi(settleComplaint, { params: { id: partId, complaintId }, body });

/** Admins: a complaint is being looked into, or resolved without a refund. */
export const markComplaint = (
  partId: string,
  complaintId: number,
  status: 'in_review' | 'resolved',
  note: string,
) => callApi(setComplaintStatus, { params: { id: partId, complaintId }, body: { status, note } });

/** The list's card after a move: the detail carries every card field but the customer and store. */
export function cardFromDetail(card: TDashboardOrder, detail: TDashboardOrderDetail): TDashboardOrder {
  return {
    ...card,
    status: detail.status,
    paymentMethod: detail.paymentMethod,
    paymentStatus: detail.paymentStatus,
    total: detail.total,
    itemCount: detail.itemCount,
    image: detail.image,
    title: detail.title,
    deliveryDate: detail.deliveryDate,
    slotLabel: detail.slotLabel,
    placedAt: detail.placedAt,
    rider: detail.rider,
    undo: detail.undo,
    lines: detail.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      optionsLabel: i.optionsLabel,
      message: i.message,
    })),
  };
}
