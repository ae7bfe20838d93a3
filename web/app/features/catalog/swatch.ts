// Colour facets carry names ("chocolate", "pink"); a swatch needs a colour to paint.
const NAMED: Record<string, string> = {
  black: '#1f1a17',
  white: '#ffffff',
  cream: '#f6ecd6',
  ivory: '#fffaf0',
  chocolate: '#5a3420',
  brown: '#7b4a2c',
  caramel: '#c98a4b',
  gold: '#d4af37',
  golden: '#d4af37',
  silver: '#c0c0c0',
  red: '#c62828',
  maroon: '#7a1f2b',
  pink: '#f48fb1',
  rose: '#e57399',
  purple: '#8e5bb5',
  lavender: '#c7b3e5',
  blue: '#3f7fcf',
  navy: '#23395d',
  teal: '#2a9d8f',
  green: '#4caf50',
  mint: '#a8e6cf',
  yellow: '#f6d04d',
  orange: '#f08a24',
  peach: '#ffcba4',
  multicolor: 'conic-gradient(#f48fb1, #f6d04d, #4caf50, #3f7fcf, #8e5bb5, #f48fb1)',
  multi: 'conic-gradient(#f48fb1, #f6d04d, #4caf50, #3f7fcf, #8e5bb5, #f48fb1)',
};

export function swatchColor(value: string): string {
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  if (NAMED[key]) return NAMED[key];
  if (/^#[0-9a-f]{3,8}$/i.test(value)) return value;
  return '#e8ddd0';
}
