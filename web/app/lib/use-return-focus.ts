import { useCallback, useRef } from 'react';

/**
 * For a dialog opened by a button of ours rather than by the dialog library's own trigger: the
 * library gives focus back to its trigger only, so on close focus goes back to our button, after
 * the dialog has let go of it (its focus trap would otherwise pull it back in).
 */
export function useReturnFocus<E extends HTMLElement = HTMLButtonElement>() {
  const ref = useRef<E>(null);
  const returnFocus = useCallback(() => {
    setTimeout(() => ref.current?.focus(), 0);
  }, []);
  return [ref, returnFocus] as const;
}
