import type { TOrderDetail } from '@upahar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/api';
import { fetchOrder } from './orders-api';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: TOrderDetail }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * GET order-detail in the browser (personal data loads where the token is).
 * The server answers 404 for an unknown order and for someone else's alike;
 * a malformed id is refused with 400 before any lookup, which means the same to the shopper.
 */
export function useOrder(orderId: string, statusHint: string | null) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(
    (quiet = false) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      if (!quiet) setState({ status: 'loading' });
      fetchOrder(orderId, statusHint, controller.signal).then(
        (order) => !controller.signal.aborted && setState({ status: 'ready', order }),
        (e) => {
          if (controller.signal.aborted) return;
          const missing = e instanceof ApiError && (e.status === 404 || e.status === 400);
          setState(missing ? { status: 'not-found' } : { status: 'error', message: errorMessage(e) });
        },
      );
    },
    [orderId, statusHint],
  );

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  /** The cancel answer carries the whole order: show it without another request. */
  const replace = useCallback((order: TOrderDetail) => setState({ status: 'ready', order }), []);
  /** Complaint and feedback answers carry only their part. */
  const patch = useCallback(
    (change: Partial<TOrderDetail>) =>
      setState((s) => (s.status === 'ready' ? { status: 'ready', order: { ...s.order, ...change } } : s)),
    [],
  );

  return { state, reload: load, replace, patch };
}
