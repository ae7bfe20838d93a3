import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/api';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** 403: the account may not see this (its role may have changed since the session was read). */
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/**
 * Loads one personal answer in the browser (the token lives there), again whenever `load`
 * changes; a newer load aborts the older. `set` and `update` change the data in place after a
 * save. With `classify`, a 403 and a 404 become their own states (the page words them) instead
 * of an error message.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  opts: { enabled?: boolean; classify?: boolean } = {},
) {
  const { enabled = true, classify = false } = opts;
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
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
        if (classify && e instanceof ApiError && e.status === 403) setState({ status: 'forbidden' });
        else if (classify && e instanceof ApiError && e.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: errorMessage(e) });
      },
    );
  }, [load, classify]);

  useEffect(() => {
    if (!enabled) return;
    reload();
    return () => current.current?.abort();
  }, [enabled, reload]);

  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.status === 'ready' ? { ...s, data: change(s.data) } : s)),
    [],
  );
  return { state, reload, set, update };
}
