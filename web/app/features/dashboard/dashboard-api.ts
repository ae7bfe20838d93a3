import type { TOrderDetail, TOrderStatus, ZDashboardOrderCard } from '@upahar/contract';
import type { z } from 'zod';
import { browserApi } from '~/lib/browser-api';

// The store owner's order calls live under /api/dashboard/v1 (the seller and admin API), not /api/V2.
const prefix = '/api/dashboard/v1';

export type TDashboardOrder = z.infer<typeof ZDashboardOrderCard>;

export const fetchDashboardOrders = (page: number, status: TOrderStatus | undefined, signal?: AbortSignal) =>
  browserApi<{ orders: TDashboardOrder[] }>({
    prefix,
    method: 'GET',
    path: 'orders',
    query: { page, status },
    signal,
  });

export const fetchDashboardOrder = (id: string, signal?: AbortSignal) =>
  browserApi<{ order: TOrderDetail }>({
    prefix,
    method: 'GET',
    path: `orders/${encodeURIComponent(id)}`,
    signal,
  }).then((r) => r.data.order);

/** POST orders/:id/status: the answer is the whole order after the move, with a message. */
export const moveOrder = (id: string, status: TOrderStatus, note: string) =>
  browserApi<{ order: TOrderDetail }>({
    prefix,
    method: 'POST',
    path: `orders/${encodeURIComponent(id)}/status`,
    body: { status, note },
  });

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
  };
}
