import { formatCountdown } from '@upahar/contract';
import { useEffect, useState } from 'react';

/**
 * "2 days 4 hours 10 minutes" until `until`, ticking once a second in the browser. The server
 * renders the time left when the page was made; `onEnd` runs once when it reaches zero, so the
 * page can move on (a sale that starts, an offer that ends). `now` is for the server render.
 */
export function Countdown({
  until,
  now,
  onEnd,
  className,
}: {
  until: string;
  now?: number;
  onEnd?: () => void;
  className?: string;
}) {
  const end = new Date(until).getTime();
  const [at, setAt] = useState(() => now ?? Date.now());
  useEffect(() => {
    setAt(Date.now());
    const timer = window.setInterval(() => setAt(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((end - at) / 1000));
  useEffect(() => {
    if (left === 0) onEnd?.();
  }, [left, onEnd]);
  return (
    <time dateTime={until} className={className} suppressHydrationWarning>
      {formatCountdown(left)}
    </time>
  );
}
