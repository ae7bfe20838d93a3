import { useCallback, useEffect, useRef, useState } from 'react';

/** True for `ms` after `start()`; used to throttle buttons that send e-mails. */
export function useCooldown(ms: number): { cooling: boolean; start: () => void } {
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCooling(true);
    timer.current = setTimeout(() => setCooling(false), ms);
  }, [ms]);
  return { cooling, start };
}
