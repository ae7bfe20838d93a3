import type { EndpointData, TOrderDetail, TOrderStatus } from '@upahar/contract';
import { changeOrderStatus, getDashboardOrder, listDashboardOrders } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The store owner's order calls, under the seller and admin API (/api/dashboard/v1).

export type TDashboardOrder = EndpointData<typeof listDashboardOrders>['orders'][number];

export const fetchDashboardOrders = (page: number, status: TOrderStatus | undefined, signal?: AbortSignal) =>
  callApi(listDashboardOrders, { query: { page, status } }, { signal });

export const fetchDashboardOrder = (id: string, signal?: AbortSignal) =>
  callApi(getDashboardOrder, { params: { id } }, { signal }).then((r) => r.data.order);

/** POST orders/:id/status: the answer is the whole order after the move, with a message. */
export const moveOrder = (id: string, status: TOrderStatus, note: string) =>
  callApi(changeOrderStatus, { params: { id }, body: { status, note } });

/** The list's card after a move: the detail carries every card field but the customer and store. */
export function cardFromDetail(card: TDashboardOrder, detail: TOrderDetail): TDashboardOrder {
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
    lines: detail.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      optionsLabel: i.optionsLabel,
      message: i.message,
    })),
  };
}
