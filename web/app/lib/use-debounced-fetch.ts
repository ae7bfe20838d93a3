import { useEffect, useRef, useState } from 'react';

/**
 * Runs `load(key)` `delayMs` after `key` stops changing and keeps only the newest answer: a
 * slower, older request can never overwrite a newer one (its signal is aborted). `null` key:
 * nothing to load, the result resets.
 */
export function useDebouncedFetch<K, T>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
  delayMs = 200,
): { data: T | null; loading: boolean; error: unknown } {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: unknown }>({
    data: null,
    loading: false,
    error: null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const serial = key === null ? null : JSON.stringify(key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serial` stands for `key` by value
  useEffect(() => {
    if (key === null) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      loadRef.current(key, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ data, loading: false, error: null });
        },
        (error: unknown) => {
          // Keep the last good data: a failed refresh should not blank what the user sees.
          if (!controller.signal.aborted) setState((s) => ({ data: s.data, loading: false, error }));
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [serial, delayMs]);

  return state;
}
