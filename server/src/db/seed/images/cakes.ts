import { type CakeLook, lookFor } from './cake-looks.ts';
import {
  background,
  escapeXml,
  f,
  flame,
  ink,
  type Rng,
  rng,
  rose,
  roundGradient,
  shade,
  svgDoc,
} from './svg.ts';
import { rosette, toppingPiece } from './toppings.ts';

export type CakeStyle = 'drip' | 'naked' | 'frosted';
export type LayeredCakeOptions = {
  flavour: string;
  seed: string;
  style?: CakeStyle;
  candles?: number;
  message?: string;
};

type Cyl = { cx: number; top: number; bottom: number; rx: number; ry: number };

/** The front face of a cylinder between heights y1 and y2. */
const band = (c: Cyl, y1: number, y2: number) =>
  `M${f(c.cx - c.rx)} ${f(y1)} A${f(c.rx)} ${f(c.ry)} 0 0 0 ${f(c.cx + c.rx)} ${f(y1)} L${f(c.cx + c.rx)} ${f(y2)} A${f(c.rx)} ${f(c.ry)} 0 0 1 ${f(c.cx - c.rx)} ${f(y2)} Z`;

const side = (c: Cyl) =>
  `M${f(c.cx - c.rx)} ${f(c.top)} L${f(c.cx - c.rx)} ${f(c.bottom)} A${f(c.rx)} ${f(c.ry)} 0 0 0 ${f(c.cx + c.rx)} ${f(c.bottom)} L${f(c.cx + c.rx)} ${f(c.top)} Z`;

/** The y of the front rim at x, for a cylinder face at height y. */
const rimY = (c: Cyl, x: number, y: number) =>
  y + c.ry * Math.sqrt(Math.max(0, 1 - ((x - c.cx) / c.rx) ** 2));

function plate(cx: number, y: number, rx: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(y + 14)}" rx="${f(rx * 1.02)}" ry="${f(rx * 0.22)}" fill="#000000" opacity="0.12"/><ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.22)}" fill="#f7f3ef"/><ellipse cx="${f(cx)}" cy="${f(y - 4)}" rx="${f(rx * 0.82)}" ry="${f(rx * 0.17)}" fill="#ffffff"/>`;
}

function drips(c: Cyl, colour: string, r: Rng): string {
  let out = `<path d="${band(c, c.top - 2, c.top + 14)}" fill="${colour}"/>`;
  const n = r.int(9, 13);
  for (let i = 0; i <= n; i++) {
    const x = c.cx - c.rx + 10 + ((c.rx * 2 - 20) * i) / n + r.range(-6, 6);
    const w = r.range(12, 20);
    const len = r.range(22, 75);
    const y = rimY(c, x, c.top);
    out += `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(len)}" rx="${f(w / 2)}" fill="${colour}"/>`;
  }
  return out;
}

function candles(c: Cyl, count: number, r: Rng): string {
  if (count <= 0) return '';
  const colours = ['#f6a5c0', '#8fd3f4', '#ffe08a', '#b8e994', '#d7b4f3'];
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = c.cx + (count === 1 ? 0 : ((i / (count - 1)) * 2 - 1) * c.rx * 0.45);
    const base = c.top + c.ry * 0.2 + (i % 2) * 6;
    const h = r.range(52, 62);
    const col = colours[i % colours.length];
    out += `<rect x="${f(x - 6)}" y="${f(base - h)}" width="12" height="${f(h)}" rx="3" fill="${col}"/>`;
    for (let s = 0; s < 4; s++) {
      const y = base - h + 8 + s * (h / 4);
      out += `<path d="M${f(x - 6)} ${f(y + 6)} L${f(x + 6)} ${f(y)}" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`;
    }
    out += `<path d="M${f(x)} ${f(base - h)} L${f(x)} ${f(base - h - 6)}" stroke="#333" stroke-width="2"/>`;
    out += flame(x, base - h - 5);
  }
  return out;
}

/** Top decoration: a ring of rosettes at the back, toppings spread over the top, candles. */
function topDecoration(c: Cyl, look: CakeLook, r: Rng, candleCount: number): string {
  type Piece = { y: number; svg: string };
  const pieces: Piece[] = [];
  const ring = 10;
  for (let i = 0; i < ring; i++) {
    const a = (i / ring) * Math.PI * 2;
    const x = c.cx + Math.cos(a) * c.rx * 0.84;
    const y = c.top + Math.sin(a) * c.ry * 0.8;
    pieces.push({ y, svg: rosette(x, y, 15, look.cream === look.sponge ? '#fff8ef' : look.cream) });
    if (look.topping !== 'sprinkles' && i % 2 === 0) {
      pieces.push({ y: y - 8, svg: toppingPiece(look.topping, x, y - 12, 14, r) });
    }
  }
  const inner = look.topping === 'sprinkles' ? 40 : 5;
  for (let i = 0; i < inner; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * 0.55;
    const x = c.cx + Math.cos(a) * c.rx * d;
    const y = c.top + Math.sin(a) * c.ry * d;
    pieces.push({ y, svg: toppingPiece(look.topping, x, y, look.topping === 'sprinkles' ? 11 : 15, r) });
  }
  pieces.sort((a, b) => a.y - b.y);
  const back = pieces.filter((p) => p.y <= c.top).map((p) => p.svg);
  const front = pieces.filter((p) => p.y > c.top).map((p) => p.svg);
  return back.join('') + candles(c, candleCount, r) + front.join('');
}

function frontPiping(c: Cyl, colour: string): string {
  let out = '';
  for (let i = 0; i <= 16; i++) {
    const t = Math.PI - (i / 16) * Math.PI;
    const x = c.cx + Math.cos(t) * c.rx;
    const y = c.bottom + Math.sin(t) * c.ry - 4;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="${colour}"/><circle cx="${f(x - 2)}" cy="${f(y - 3)}" r="3" fill="#ffffff" opacity="0.5"/>`;
  }
  return out;
}

/** Sponge crumbs pressed round the base show the flavour of a fully frosted cake. */
function crumbBand(c: Cyl, sponge: string, r: Rng): string {
  let out = `<path d="${band(c, c.bottom - 34, c.bottom - 4)}" fill="${sponge}"/>`;
  for (let i = 0; i < 60; i++) {
    const x = c.cx + r.range(-0.97, 0.97) * c.rx;
    const y = rimY(c, x, c.bottom - 34) + r.range(2, 28);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(1.5, 3.5))}" fill="${shade(sponge, r.range(-0.3, 0.25))}"/>`;
  }
  return out;
}

/** The body of one round cake; reused by the tiered cake. */
function cakeBody(c: Cyl, look: CakeLook, style: CakeStyle, r: Rng, id: string): string {
  let out = '<defs>';
  out += roundGradient(`${id}-sponge`, look.sponge);
  out += roundGradient(`${id}-cream`, look.cream);
  out += '</defs>';
  if (style === 'naked') {
    out += `<path d="${side(c)}" fill="url(#${id}-sponge)"/>`;
    const layers = 3;
    const h = (c.bottom - c.top) / layers;
    for (let i = 1; i < layers; i++) {
      const y = c.top + h * i;
      out += `<path d="${band(c, y - 7, y + 7)}" fill="url(#${id}-cream)"/>`;
    }
    out += `<path d="${band(c, c.top - 1, c.top + 10)}" fill="url(#${id}-cream)"/>`;
  } else {
    out += `<path d="${side(c)}" fill="url(#${id}-cream)"/>`;
  }
  out += `<ellipse cx="${f(c.cx)}" cy="${f(c.top)}" rx="${f(c.rx)}" ry="${f(c.ry)}" fill="${style === 'drip' ? look.drip : shade(look.cream, 0.12)}"/>`;
  if (style === 'drip') out += drips(c, look.drip, r);
  return out;
}

/** A round layered cake on a plate, in the flavour's colours, so the picture looks like the thing. */
export function layeredCake(opts: LayeredCakeOptions): string {
  const r = rng(opts.seed);
  const look = lookFor(opts.flavour);
  const style = opts.style ?? r.pick(['drip', 'naked', 'frosted'] as const);
  const id = `c${Math.floor(r.next() * 1e6)}`;
  const c: Cyl = { cx: 300, top: 250, bottom: 440, rx: 165, ry: 40 };
  let body = background(r, id);
  body += plate(300, c.bottom + 18, 225);
  body += cakeBody(c, look, style, r, id);
  if (style === 'frosted') body += crumbBand(c, look.sponge, r);
  if (style !== 'naked') body += frontPiping(c, style === 'drip' ? look.drip : shade(look.cream, 0.2));
  if (opts.message) {
    body += `<text x="300" y="${f((c.top + c.bottom) / 2 + 40)}" text-anchor="middle" font-family="'Brush Script MT', 'Segoe Script', cursive" font-size="38" fill="${ink(style === 'naked' ? look.sponge : look.cream, shade(look.drip, -0.1))}">${escapeXml(opts.message)}</text>`;
  }
  body += topDecoration(c, look, r, opts.candles ?? 0);
  return svgDoc(body);
}

/** A tiered wedding cake: ivory tiers, pearl borders and a cascade of roses. */
export function tieredCake(opts: { seed: string; tiers?: number; flower?: string }): string {
  const r = rng(opts.seed);
  const id = `t${Math.floor(r.next() * 1e6)}`;
  const tiers = opts.tiers ?? 3;
  const flower = opts.flower ?? r.pick(['#d94f70', '#e98aa5', '#c0392b', '#f3b1c1']);
  const ivory = { sponge: '#f6ead6', cream: '#fbf5ea', drip: '#efe2cc', topping: 'sprinkles' as const };
  let body = background(r, id);
  body += plate(300, 530, 230);
  const heights = [120, 100, 85, 70];
  const widths = [180, 135, 95, 65];
  let bottom = 515;
  const tops: Cyl[] = [];
  for (let i = 0; i < tiers; i++) {
    const c: Cyl = { cx: 300, top: bottom - heights[i], bottom, rx: widths[i], ry: widths[i] * 0.22 };
    body += cakeBody(c, ivory, 'frosted', r, `${id}-${i}`);
    for (let p = 0; p <= 18; p++) {
      const t = Math.PI - (p / 18) * Math.PI;
      body += `<circle cx="${f(c.cx + Math.cos(t) * c.rx)}" cy="${f(c.bottom + Math.sin(t) * c.ry - 3)}" r="5" fill="#ffffff" stroke="#e8dcc8"/>`;
    }
    tops.push(c);
    bottom = c.top + c.ry * 0.4;
  }
  // Cascade from the top tier down the right-hand side.
  for (let i = 0; i < tiers; i++) {
    const c = tops[i];
    const x = c.cx + c.rx * 0.55;
    for (let k = 0; k < 3; k++) {
      const rx = x + r.range(-18, 18);
      const ry = c.top + c.ry + 10 + k * 22;
      body += `<ellipse cx="${f(rx - 12)}" cy="${f(ry + 8)}" rx="14" ry="6" fill="#5e9c4c" transform="rotate(-30 ${f(rx - 12)} ${f(ry + 8)})"/>`;
      body += rose(rx, ry, r.range(12, 17), flower);
    }
  }
  const top = tops[tops.length - 1];
  body += rose(290, top.top - 6, 18, flower) + rose(312, top.top - 14, 15, shade(flower, 0.3));
  return svgDoc(body);
}
