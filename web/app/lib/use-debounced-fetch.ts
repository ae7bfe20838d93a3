import { useEffect, useRef, useState } from 'react';

type State<T> = {
  data: T | null;
  loading: boolean;
  error: unknown;
  /** The key (serialised) that `data` or `error` answers. */
  answered: string | null;
};

/**
 * Runs `load(key)` `delayMs` after `key` stops changing and keeps only the newest answer: a
 * slower, older request can never overwrite a newer one (its signal is aborted). `null` key:
 * nothing to load, the result resets. `current` is true once `data` or `error` answers this very
 * key: in the render where the key changes, before the request even starts, it is already false
 * (`loading` turns true only a render later), so a page can refuse to act on an old answer.
 */
export function useDebouncedFetch<K, T>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
  delayMs = 200,
): { data: T | null; loading: boolean; error: unknown; current: boolean } {
  const [state, setState] = useState<State<T>>({ data: null, loading: false, error: null, answered: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  const serial = key === null ? null : JSON.stringify(key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serial` stands for `key` by value
  useEffect(() => {
    if (key === null) {
      setState({ data: null, loading: false, error: null, answered: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      loadRef.current(key, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ data, loading: false, error: null, answered: serial });
        },
        (error: unknown) => {
          // Keep the last good data: a failed refresh should not blank what the user sees.
          if (!controller.signal.aborted) {
            setState((s) => ({ data: s.data, loading: false, error, answered: serial }));
          }
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [serial, delayMs]);

  const { answered, ...rest } = state;
  return { ...rest, current: serial !== null && !state.loading && answered === serial };
}
