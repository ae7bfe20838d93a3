import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/api';

export type StaffLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** 403: the account is a customer's (the role may have changed since the session was read). */
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/**
 * Loads one dashboard answer in the browser (the token lives there), again whenever `load`
 * changes; a newer load aborts the older. `set` replaces the data in place after a save.
 */
export function useStaffLoad<T>(load: (signal: AbortSignal) => Promise<T>, enabled: boolean) {
  const [state, setState] = useState<StaffLoad<T>>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (e) => {
        if (controller.signal.aborted) return;
        if (e instanceof ApiError && e.status === 403) setState({ status: 'forbidden' });
        else if (e instanceof ApiError && e.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: errorMessage(e) });
      },
    );
  }, [load]);

  useEffect(() => {
    if (!enabled) return;
    reload();
    return () => current.current?.abort();
  }, [enabled, reload]);

  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
