import { formatCountdown } from '@upahar/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * Time left until `to`, ticking each second in the browser. The server render shows the time at
 * render; the browser takes over once it runs, and `onDone` fires when it reaches zero.
 */
export function Countdown({
  to,
  maxUnits = 3,
  onDone,
}: {
  to: string;
  maxUnits?: number;
  onDone?: () => void;
}) {
  const target = new Date(to).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((target - now) / 1000));
  // Once per moment: a browser clock ahead of the shop's must not ask again and again.
  const fired = useRef(false);
  useEffect(() => {
    if (left > 0 || fired.current || !onDone) return;
    fired.current = true;
    onDone();
  }, [left, onDone]);
  return (
    <time dateTime={to} suppressHydrationWarning>
      {formatCountdown(left, maxUnits)}
    </time>
  );
}
