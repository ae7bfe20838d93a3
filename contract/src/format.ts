// Count abbreviations (K, M, B, T) and countdowns of up to 3 units with 30-day months.
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

const DAY = 86_400;
const COUNTDOWN_UNITS: [number, string][] = [
  [30 * DAY, 'month'],
  [DAY, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** "1 month 2 days 3 hours": the largest units first, at most `maxUnits` of them. */
export function formatCountdown(totalSeconds: number, maxUnits = 3): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  if (rest === 0) return '0 seconds';
  const parts: string[] = [];
  for (const [size, name] of COUNTDOWN_UNITS) {
    if (parts.length >= maxUnits) break;
    const n = Math.floor(rest / size);
    if (n > 0) {
      parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
      rest -= n * size;
    }
  }
  return parts.join(' ');
}
