import type { TOrderStatus, TPagination } from '@upahar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/api';
import { fetchDashboardOrders, type TDashboardOrder } from './staff-orders-api';

export type OrdersLoad =
  | { status: 'loading' }
  | { status: 'ready'; orders: TDashboardOrder[]; pagination: TPagination | null }
  /** 403: the account is a customer's (the role may have changed since the session was read). */
  | { status: 'forbidden' }
  | { status: 'error'; message: string };

/** One page of the orders a store received, refetched when ?page, ?status or ?q changes. */
export function useDashboardOrders(
  page: number,
  status: TOrderStatus | undefined,
  q: string,
  enabled: boolean,
) {
  const [load, setLoad] = useState<OrdersLoad>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoad({ status: 'loading' });
    fetchDashboardOrders(page, status, q, controller.signal).then(
      (res) =>
        !controller.signal.aborted &&
        setLoad({ status: 'ready', orders: res.data.orders, pagination: res.meta?.pagination ?? null }),
      (e) => {
        if (controller.signal.aborted) return;
        if (e instanceof ApiError && e.status === 403) setLoad({ status: 'forbidden' });
        else setLoad({ status: 'error', message: errorMessage(e) });
      },
    );
  }, [page, status, q]);

  useEffect(() => {
    if (!enabled) return;
    reload();
    return () => current.current?.abort();
  }, [enabled, reload]);

  // A move answers with the whole order: that one card changes in place, the rest stay put
  // (an order that left the filtered status stays visible until the next load, so it does
  // not vanish under the store owner's cursor).
  const replace = useCallback((order: TDashboardOrder) => {
    setLoad((l) =>
      l.status === 'ready'
        ? { ...l, orders: l.orders.map((o) => (o.partId === order.partId ? order : o)) }
        : l,
    );
  }, []);

  return { load, reload, replace };
}
