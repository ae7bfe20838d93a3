// Count abbreviations (K, M, B, T) and countdowns in months of 30 days, days and hours.
const UNITS: [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (const [size, unit] of UNITS) {
    if (abs >= size) {
      const v = abs / size;
      const text = v >= 100 ? Math.floor(v).toString() : (Math.floor(v * 10) / 10).toString();
      return `${sign}${text}${unit}`;
    }
  }
  return `${sign}${Math.floor(abs)}`;
}

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

/** "Sita's", but "Home Bakes'": the possessive of a name as the shop writes it. */
export const possessive = (name: string) =>
  /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
