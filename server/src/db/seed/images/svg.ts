// Small helpers shared by the picture generators (generated product images must
// look like the thing). Everything is deterministic: the same seed string draws the same picture,
// so the demo data is stable between runs and tests can compare output.

export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32 seeded from a string hash (FNV-1a). */
export function rng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const mix = (c: number) => clamp(c + (target - c) * k);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document: square 600 x 600 unless a wide banner asks otherwise. */
export function svgDoc(body: string, opts: { width?: number; height?: number; title?: string } = {}): string {
  const w = opts.width ?? 600;
  const h = opts.height ?? 600;
  const title = opts.title ? `<title>${escapeXml(opts.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${title}${body}</svg>`;
}

// Warm backgrounds: cream, peach, blush and pistachio, like a bakery window.
const BACKGROUNDS: readonly [string, string][] = [
  ['#fff4e6', '#fbd9b8'],
  ['#fff1f0', '#f7c6c7'],
  ['#fdf6e3', '#f2dcaa'],
  ['#f5f8ec', '#d9e6bd'],
  ['#fef3f8', '#efc3dc'],
  ['#fff8ee', '#f5cfa0'],
];

/** A radial warm gradient with soft bokeh circles and a table edge. */
export function background(
  r: Rng,
  id: string,
  opts: { table?: boolean; w?: number; h?: number } = {},
): string {
  const w = opts.w ?? 600;
  const h = opts.h ?? 600;
  const [inner, outer] = r.pick(BACKGROUNDS);
  let out = `<defs><radialGradient id="${id}-bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`;
  for (let i = 0; i < 7; i++) {
    out += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h * 0.6))}" r="${f(r.range(14, 60))}" fill="#ffffff" opacity="${f(r.range(0.12, 0.35))}"/>`;
  }
  if (opts.table !== false) {
    out += `<rect y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="${shade(outer, -0.08)}" opacity="0.55"/>`;
  }
  return out;
}

/** A horizontal gradient that makes a flat side look round. */
export function roundGradient(id: string, colour: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(colour, -0.25)}"/><stop offset="0.35" stop-color="${colour}"/><stop offset="0.55" stop-color="${shade(colour, 0.18)}"/><stop offset="0.8" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient>`;
}

/** A candle flame with a glow; (x, y) is the wick's top. */
export function flame(x: number, y: number): string {
  return `<circle cx="${f(x)}" cy="${f(y - 12)}" r="16" fill="#ffd27a" opacity="0.35"/><path d="M${f(x)} ${f(y - 26)} C${f(x + 8)} ${f(y - 14)} ${f(x + 7)} ${f(y)} ${f(x)} ${f(y)} C${f(x - 7)} ${f(y)} ${f(x - 8)} ${f(y - 14)} ${f(x)} ${f(y - 26)} Z" fill="#ffb23f"/><path d="M${f(x)} ${f(y - 16)} C${f(x + 4)} ${f(y - 9)} ${f(x + 3)} ${f(y - 2)} ${f(x)} ${f(y - 2)} C${f(x - 3)} ${f(y - 2)} ${f(x - 4)} ${f(y - 9)} ${f(x)} ${f(y - 16)} Z" fill="#fff3c4"/>`;
}

/** A five-petal-ish rose seen from above: concentric petals in one colour. */
export function rose(x: number, y: number, size: number, colour: string): string {
  let out = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${colour}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.72)}" fill="${shade(colour, -0.12)}"/>`;
  out += `<path d="M${f(x - size * 0.55)} ${f(y)} A${f(size * 0.55)} ${f(size * 0.55)} 0 0 1 ${f(x + size * 0.5)} ${f(y - size * 0.1)}" stroke="${shade(colour, 0.3)}" stroke-width="${f(size * 0.14)}" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.38)}" fill="${shade(colour, -0.22)}"/>`;
  out += `<path d="M${f(x - size * 0.22)} ${f(y + size * 0.05)} A${f(size * 0.24)} ${f(size * 0.24)} 0 1 1 ${f(x + size * 0.12)} ${f(y + size * 0.2)}" stroke="${shade(colour, 0.25)}" stroke-width="${f(size * 0.1)}" fill="none" stroke-linecap="round"/>`;
  return out;
}

/** A leaf pointing along angle (degrees) from (x, y). */
export function leaf(x: number, y: number, length: number, angle: number, colour = '#4f8a3c'): string {
  const w = length * 0.38;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 Q${f(length / 2)} ${f(-w)} ${f(length)} 0 Q${f(length / 2)} ${f(w)} 0 0 Z" fill="${colour}"/><path d="M0 0 L${f(length * 0.9)} 0" stroke="${shade(colour, -0.25)}" stroke-width="2"/></g>`;
}

/** A ribbon bow centred at (x, y). */
export function bow(x: number, y: number, size: number, colour: string): string {
  const d = shade(colour, -0.2);
  return `<g transform="translate(${f(x)} ${f(y)})"><path d="M0 0 L${f(-size * 0.5)} ${f(size * 0.9)} L${f(-size * 0.2)} ${f(size * 0.85)} Z" fill="${d}"/><path d="M0 0 L${f(size * 0.5)} ${f(size * 0.9)} L${f(size * 0.2)} ${f(size * 0.85)} Z" fill="${d}"/><path d="M0 0 C${f(-size * 0.4)} ${f(-size * 0.6)} ${f(-size * 1.1)} ${f(-size * 0.3)} ${f(-size * 0.9)} ${f(size * 0.15)} C${f(-size * 0.7)} ${f(size * 0.45)} ${f(-size * 0.3)} ${f(size * 0.2)} 0 0 Z" fill="${colour}"/><path d="M0 0 C${f(size * 0.4)} ${f(-size * 0.6)} ${f(size * 1.1)} ${f(-size * 0.3)} ${f(size * 0.9)} ${f(size * 0.15)} C${f(size * 0.7)} ${f(size * 0.45)} ${f(size * 0.3)} ${f(size * 0.2)} 0 0 Z" fill="${colour}"/><circle r="${f(size * 0.18)}" fill="${d}"/></g>`;
}

/** A heart centred at (x, y) with the given width. */
export function heart(x: number, y: number, size: number, colour: string): string {
  const s = size / 2;
  return `<path d="M${f(x)} ${f(y + s * 0.9)} C${f(x - s * 1.6)} ${f(y - s * 0.1)} ${f(x - s * 0.9)} ${f(y - s * 1.3)} ${f(x)} ${f(y - s * 0.45)} C${f(x + s * 0.9)} ${f(y - s * 1.3)} ${f(x + s * 1.6)} ${f(y - s * 0.1)} ${f(x)} ${f(y + s * 0.9)} Z" fill="${colour}"/>`;
}

/** A small photo: sky, Himalayan peaks and a sun; used by photo cakes, mugs and frames. */
export function photo(x: number, y: number, w: number, h: number, id: string, sky = '#8fc6ea'): string {
  const p = (fx: number, fy: number) => `${f(x + w * fx)} ${f(y + h * fy)}`;
  return `<defs><clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6"/></clipPath></defs><g clip-path="url(#${id})"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${sky}"/><circle cx="${f(x + w * 0.78)}" cy="${f(y + h * 0.25)}" r="${f(h * 0.11)}" fill="#ffe28a"/><path d="M${p(0, 0.8)} L${p(0.22, 0.38)} L${p(0.36, 0.6)} L${p(0.55, 0.28)} L${p(0.8, 0.7)} L${p(1, 0.5)} L${p(1, 1)} L${p(0, 1)} Z" fill="#6d7f99"/><path d="M${p(0.22, 0.38)} L${p(0.27, 0.47)} L${p(0.2, 0.5)} Z M${p(0.55, 0.28)} L${p(0.61, 0.38)} L${p(0.5, 0.37)} Z" fill="#ffffff"/><path d="M${p(0, 0.85)} Q${p(0.5, 0.7)} ${p(1, 0.86)} L${p(1, 1)} L${p(0, 1)} Z" fill="#5b9a4b"/></g>`;
}

/** Relative brightness 0..1 of a #rrggbb colour (sRGB weights, no gamma: good enough to pick ink). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

/** Text colour readable on `surface`: the accent when it contrasts, else cream or cocoa. */
export function ink(surface: string, accent: string): string {
  const light = luminance(surface) > 0.55;
  if (light) return luminance(accent) < 0.45 ? accent : '#6b2331';
  return luminance(accent) > 0.7 ? accent : '#fff4e0';
}
