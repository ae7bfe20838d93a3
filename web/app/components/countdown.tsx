import { formatCountdown } from '@upahar/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * Time left until `until`, as the shop shows every countdown: months, days and hours, and a
 * ticking clock in the last hour (formatCountdown). `now` is the moment the page's data was read
 * on the server: the server renders with it and the browser's first render uses it too, so
 * hydration finds the same text; from then on the browser's own clock runs it. `onEnd` runs
 * once, when it reaches zero, so the page can move on (a sale that starts, an offer that ends).
 */
export function Countdown({
  until,
  now,
  onEnd,
  className,
}: {
  until: string;
  now: number;
  onEnd?: () => void;
  className?: string;
}) {
  const end = new Date(until).getTime();
  const [at, setAt] = useState(now);
  useEffect(() => {
    setAt(Date.now());
    const timer = window.setInterval(() => setAt(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((end - at) / 1000));
  // The latest callback, called once per moment: a page that passes a new function each render,
  // or a browser clock ahead of the shop's, must not make it run again and again.
  const ended = useRef(onEnd);
  ended.current = onEnd;
  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (left > 0 || firedFor.current === until) return;
    firedFor.current = until;
    ended.current?.();
  }, [left, until]);
  return (
    <time dateTime={until} className={className}>
      {formatCountdown(left)}
    </time>
  );
}
