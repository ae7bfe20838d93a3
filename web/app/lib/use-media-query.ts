import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query. The server and the hydrating render answer
 * `whileUnknown`, so the page as sent and its first render agree; the real answer follows.
 */
export function useMediaQuery(query: string, whileUnknown: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => whileUnknown,
  );
}
