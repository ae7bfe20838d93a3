// Countdowns in months of 30 days, days and hours.

const HOUR = 3_600;
const DAY = 24 * HOUR;
const COUNTDOWN_UNITS: [number, string][] = [
  [30 * DAY, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
];

/**
 * Time left as the shop shows it: months (of 30 days), days and hours, the largest first and
 * only those that are not zero ("1 month 2 days", "9 days 23 hours"), so at most three units.
 * In the last hour those units would say nothing, so it becomes a clock of minutes and seconds
 * ("42:07"), down to "0:00" at the moment itself and after it.
 */
export function formatCountdown(totalSeconds: number): string {
  let rest = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (rest < HOUR) return `${Math.floor(rest / 60)}:${String(rest % 60).padStart(2, '0')}`;
  const parts: string[] = [];
  for (const [size, name] of COUNTDOWN_UNITS) {
    const n = Math.floor(rest / size);
    if (n > 0) {
      parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
      rest -= n * size;
    }
  }
  return parts.join(' ');
}
