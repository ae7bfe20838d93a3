// Count abbreviations (K, M, B, T); countdowns are in countdown-format.ts, apart, since a
// listing's cards show counts and no countdown.
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

/** "Sita's", but "Home Bakes'": the possessive of a name as the shop writes it. */
export const possessive = (name: string) =>
  /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
