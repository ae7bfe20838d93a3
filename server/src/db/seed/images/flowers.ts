import { background, bow, f, leaf, type Rng, rng, rose, shade, svgDoc } from './svg.ts';

export type FlowerKind = 'roses' | 'mixed' | 'sunflowers' | 'lilies';

/** A daisy-like flower (gerbera, sunflower) with radial petals. */
function daisy(x: number, y: number, s: number, petal: string, centre: string): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * 360;
    out += `<ellipse cx="${f(x)}" cy="${f(y - s * 0.62)}" rx="${f(s * 0.2)}" ry="${f(s * 0.48)}" fill="${i % 2 ? petal : shade(petal, -0.1)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
  }
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.36)}" fill="${centre}"/><circle cx="${f(x - s * 0.1)}" cy="${f(y - s * 0.1)}" r="${f(s * 0.14)}" fill="${shade(centre, 0.3)}"/>`;
  return out;
}

/** A lily: six pointed petals and stamens. */
function lily(x: number, y: number, s: number, colour: string): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const a = i * 60 + 30;
    out += `<path d="M${f(x)} ${f(y)} Q${f(x + s * 0.35)} ${f(y - s * 0.5)} ${f(x)} ${f(y - s * 1.1)} Q${f(x - s * 0.35)} ${f(y - s * 0.5)} ${f(x)} ${f(y)} Z" fill="${i % 2 ? colour : shade(colour, -0.08)}" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    out += `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(a) * s * 0.5)} ${f(y + Math.sin(a) * s * 0.5)}" stroke="#7a9a3a" stroke-width="2"/><circle cx="${f(x + Math.cos(a) * s * 0.5)}" cy="${f(y + Math.sin(a) * s * 0.5)}" r="${f(s * 0.07)}" fill="#b4532a"/>`;
  }
  return out;
}

const ROSE_COLOURS: Record<string, readonly string[]> = {
  red: ['#c8102e', '#b00d28', '#d7263d'],
  pink: ['#f28fb0', '#e86f96', '#f7a8c4'],
  white: ['#fbf7f2', '#f1ebe3', '#fffdf8'],
  yellow: ['#f9d649', '#f5c518', '#fbe27a'],
  mixed: ['#c8102e', '#f28fb0', '#f9d649', '#fbf7f2', '#f08a4b'],
};

function head(kind: FlowerKind, colour: string, x: number, y: number, s: number, r: Rng): string {
  if (kind === 'sunflowers') return daisy(x, y, s * 1.1, '#f7c21b', '#5b3a1a');
  if (kind === 'lilies')
    return r.next() < 0.6 ? lily(x, y, s * 1.1, r.pick(['#ffffff', '#f8c8d8'])) : rose(x, y, s * 0.8, colour);
  if (kind === 'mixed' && r.next() < 0.3)
    return daisy(x, y, s * 0.9, r.pick(['#f28f3b', '#e84a6a', '#f9d649']), '#6b3b1b');
  return rose(x, y, s, colour);
}

/** Flower heads in a dome; returns the heads sorted back to front with leaves and gypsophila. */
function cluster(
  kind: FlowerKind,
  palette: readonly string[],
  cx: number,
  cy: number,
  n: number,
  r: Rng,
): string {
  let out = '';
  for (let i = 0; i < 10; i++)
    out += leaf(
      cx,
      cy + 30,
      r.range(70, 110),
      -170 + i * 18 + r.range(-6, 6),
      r.pick(['#4f8a3c', '#5e9c4c', '#3f7a30']),
    );
  const heads: { x: number; y: number; s: number }[] = [];
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt((i + 0.5) / n);
    heads.push({ x: cx + Math.cos(a) * d * 130, y: cy + Math.sin(a) * d * 85, s: r.range(30, 40) });
  }
  heads.sort((a, b) => a.y - b.y);
  for (let i = 0; i < 40; i++) {
    out += `<circle cx="${f(cx + r.range(-150, 150))}" cy="${f(cy + r.range(-100, 90))}" r="${f(r.range(3, 6))}" fill="#ffffff" opacity="0.95"/>`;
  }
  for (const h of heads) out += head(kind, r.pick(palette), h.x, h.y, h.s, r);
  return out;
}

/** A hand-tied bouquet in wrapping paper with a ribbon. */
export function bouquet(opts: {
  seed: string;
  kind?: FlowerKind;
  colour?: keyof typeof ROSE_COLOURS;
}): string {
  const r = rng(opts.seed);
  const id = `b${Math.floor(r.next() * 1e6)}`;
  const kind = opts.kind ?? 'roses';
  const palette = ROSE_COLOURS[opts.colour ?? 'red'];
  const paper = r.pick(['#f6d5dc', '#e9d3b5', '#d8e6f3', '#2f2f3a', '#f3e7c9']);
  const ribbon = r.pick(['#c8102e', '#d4a017', '#8e44ad', '#e86f96']);
  let body = background(r, id, { table: false });
  body += `<path d="M120 180 L300 120 L480 180 L330 480 L270 480 Z" fill="${shade(paper, -0.12)}"/>`;
  body += `<path d="M300 560 L280 470 L320 470 Z" fill="#4f7a2a"/>`;
  for (let i = 0; i < 5; i++)
    body += `<path d="M${285 + i * 7} 470 L${288 + i * 6} 560" stroke="#3f6a22" stroke-width="4"/>`;
  body += cluster(kind, palette, 300, 230, 15, r);
  body += `<path d="M130 300 Q210 330 300 470 Q390 330 470 300 L340 500 L260 500 Z" fill="${paper}"/>`;
  body += `<path d="M130 300 Q220 300 300 470 L255 500 Z" fill="${shade(paper, 0.15)}"/>`;
  body += `<path d="M470 300 Q380 300 300 470 L345 500 Z" fill="${shade(paper, -0.06)}"/>`;
  body += bow(300, 470, 56, ribbon);
  return svgDoc(body);
}

/** A woven basket of flowers with a handle. */
export function flowerBasket(opts: {
  seed: string;
  kind?: FlowerKind;
  colour?: keyof typeof ROSE_COLOURS;
}): string {
  const r = rng(opts.seed);
  const id = `k${Math.floor(r.next() * 1e6)}`;
  const kind = opts.kind ?? 'mixed';
  const palette = ROSE_COLOURS[opts.colour ?? 'mixed'];
  const cane = '#b07a3e';
  let body = background(r, id);
  body += `<path d="M150 330 C150 90 450 90 450 330" stroke="${cane}" stroke-width="18" fill="none"/>`;
  body += `<path d="M150 330 C150 90 450 90 450 330" stroke="${shade(cane, 0.25)}" stroke-width="6" fill="none" stroke-dasharray="14 10"/>`;
  body += cluster(kind, palette, 300, 300, 13, r);
  body += `<ellipse cx="300" cy="520" rx="170" ry="22" fill="#000000" opacity="0.12"/>`;
  body += `<path d="M120 340 L480 340 L440 510 Q300 540 160 510 Z" fill="${cane}"/>`;
  for (let row = 0; row < 6; row++) {
    const y = 360 + row * 27;
    body += `<path d="M${125 + row * 7} ${y} Q300 ${y + 14} ${475 - row * 7} ${y}" stroke="${shade(cane, row % 2 ? 0.2 : -0.2)}" stroke-width="9" fill="none"/>`;
  }
  body += `<rect x="112" y="326" width="376" height="26" rx="13" fill="${shade(cane, -0.1)}"/>`;
  body += bow(430, 340, 40, r.pick(['#c8102e', '#e86f96', '#d4a017']));
  return svgDoc(body);
}
