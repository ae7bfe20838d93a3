import type { Topping } from './cake-looks.ts';
import { f, type Rng, shade } from './svg.ts';

const SPRINKLES = ['#f25f8b', '#4fb3e8', '#ffd23f', '#7ccf6a', '#ffffff', '#b07be0'];

function cherry(x: number, y: number, s: number): string {
  return `<path d="M${f(x)} ${f(y - s)} Q${f(x + s * 0.8)} ${f(y - s * 2.4)} ${f(x + s * 1.3)} ${f(y - s * 2.6)}" stroke="#4d7a2a" stroke-width="${f(s * 0.25)}" fill="none"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="#b3122e"/><circle cx="${f(x - s * 0.35)}" cy="${f(y - s * 0.35)}" r="${f(s * 0.3)}" fill="#ff8a9a"/>`;
}

function strawberry(x: number, y: number, s: number): string {
  let out = `<path d="M${f(x - s)} ${f(y - s * 0.5)} Q${f(x)} ${f(y - s * 1.1)} ${f(x + s)} ${f(y - s * 0.5)} Q${f(x + s * 0.8)} ${f(y + s * 0.9)} ${f(x)} ${f(y + s * 1.3)} Q${f(x - s * 0.8)} ${f(y + s * 0.9)} ${f(x - s)} ${f(y - s * 0.5)} Z" fill="#e2233f"/>`;
  for (const [dx, dy] of [
    [-0.4, 0],
    [0.3, -0.1],
    [0, 0.5],
    [-0.2, 0.9],
    [0.45, 0.45],
  ]) {
    out += `<ellipse cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" rx="${f(s * 0.08)}" ry="${f(s * 0.13)}" fill="#ffe38a"/>`;
  }
  out += `<path d="M${f(x - s * 0.7)} ${f(y - s * 0.65)} L${f(x - s * 0.2)} ${f(y - s * 0.9)} L${f(x)} ${f(y - s * 1.4)} L${f(x + s * 0.2)} ${f(y - s * 0.9)} L${f(x + s * 0.7)} ${f(y - s * 0.65)} Z" fill="#3f8f3a"/>`;
  return out;
}

function kiwi(x: number, y: number, s: number): string {
  let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.2)}" ry="${f(s * 0.7)}" fill="#7b5a2e"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.1)}" ry="${f(s * 0.62)}" fill="#8cc63f"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.35)}" ry="${f(s * 0.2)}" fill="#f4f7d2"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += `<circle cx="${f(x + Math.cos(a) * s * 0.6)}" cy="${f(y + Math.sin(a) * s * 0.35)}" r="${f(s * 0.07)}" fill="#2b2b1a"/>`;
  }
  return out;
}

function orangeSlice(x: number, y: number, s: number, colour = '#f79a1e'): string {
  let out = `<path d="M${f(x - s * 1.2)} ${f(y)} A${f(s * 1.2)} ${f(s * 1.2)} 0 0 1 ${f(x + s * 1.2)} ${f(y)} Z" fill="${colour}"/>`;
  out += `<path d="M${f(x - s)} ${f(y)} A${f(s)} ${f(s)} 0 0 1 ${f(x + s)} ${f(y)} Z" fill="${shade(colour, 0.35)}"/>`;
  for (let i = 1; i < 4; i++) {
    const a = Math.PI + (i / 4) * Math.PI;
    out += `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(a) * s)} ${f(y + Math.sin(a) * s)}" stroke="${colour}" stroke-width="${f(s * 0.12)}"/>`;
  }
  return out;
}

function pineappleChunk(x: number, y: number, s: number): string {
  return `<path d="M${f(x - s)} ${f(y + s * 0.4)} L${f(x - s * 0.6)} ${f(y - s * 0.6)} L${f(x + s * 0.7)} ${f(y - s * 0.5)} L${f(x + s)} ${f(y + s * 0.5)} Z" fill="#f6c531"/><path d="M${f(x - s * 0.6)} ${f(y - s * 0.6)} L${f(x + s * 0.7)} ${f(y - s * 0.5)} L${f(x + s * 0.6)} ${f(y - s * 0.2)} L${f(x - s * 0.5)} ${f(y - s * 0.3)} Z" fill="#fbe07a"/>`;
}

function chocolateShard(x: number, y: number, s: number, r: Rng): string {
  const a = r.range(-35, 35);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><path d="M${f(-s * 0.5)} ${f(s * 0.3)} L${f(-s * 0.3)} ${f(-s * 1.6)} L${f(s * 0.55)} ${f(-s * 1.1)} L${f(s * 0.5)} ${f(s * 0.3)} Z" fill="#3a1d10"/><path d="M${f(-s * 0.3)} ${f(-s * 1.6)} L${f(s * 0.55)} ${f(-s * 1.1)} L${f(s * 0.2)} ${f(-s * 1.0)} L${f(-s * 0.25)} ${f(-s * 1.3)} Z" fill="#6b3a22"/></g>`;
}

function coffeeBean(x: number, y: number, s: number, r: Rng): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(r.range(0, 180))})"><ellipse rx="${f(s)}" ry="${f(s * 0.65)}" fill="#4a2b17"/><path d="M${f(-s * 0.8)} 0 Q0 ${f(s * 0.3)} ${f(s * 0.8)} 0" stroke="#2a160a" stroke-width="${f(s * 0.18)}" fill="none"/></g>`;
}

function nut(x: number, y: number, s: number, r: Rng): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * r.range(0.5, 0.9))}" ry="${f(s * 0.45)}" fill="#c58b45" stroke="#8f5d24" stroke-width="1.5"/>`;
}

function berry(x: number, y: number, s: number, r: Rng): string {
  const colour = r.pick(['#3b3f8f', '#5a2a6e', '#c8243a']);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.7)}" fill="${colour}"/><circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 0.25)}" r="${f(s * 0.18)}" fill="#ffffff" opacity="0.5"/>`;
}

/** One piece of topping at (x, y); s is its size in px. */
export function toppingPiece(kind: Topping, x: number, y: number, s: number, r: Rng): string {
  switch (kind) {
    case 'cherries':
      return cherry(x, y, s * 0.8);
    case 'strawberries':
      return strawberry(x, y, s);
    case 'chocolate':
      return chocolateShard(x, y, s, r);
    case 'beans':
      return coffeeBean(x, y, s * 0.7, r);
    case 'caramel':
      return nut(x, y, s * 0.8, r);
    case 'pineapple':
      return r.next() < 0.7 ? pineappleChunk(x, y, s * 0.8) : cherry(x, y, s * 0.7);
    case 'mango':
      return orangeSlice(x, y, s * 0.8, '#f4a52a');
    case 'berries':
      return berry(x, y, s, r);
    case 'fruits': {
      const pick = r.int(0, 3);
      if (pick === 0) return kiwi(x, y, s * 0.8);
      if (pick === 1) return strawberry(x, y, s * 0.8);
      if (pick === 2) return orangeSlice(x, y, s * 0.8);
      return berry(x, y, s * 0.8, r);
    }
    default:
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(s * 0.9)}" height="${f(s * 0.25)}" rx="2" fill="${r.pick(SPRINKLES)}" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
}

/** A piped cream rosette (seen slightly from above). */
export function rosette(x: number, y: number, s: number, colour: string): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.75)}" fill="${shade(colour, -0.08)}"/><ellipse cx="${f(x)}" cy="${f(y - s * 0.25)}" rx="${f(s * 0.7)}" ry="${f(s * 0.5)}" fill="${colour}"/><path d="M${f(x - s * 0.45)} ${f(y - s * 0.2)} Q${f(x)} ${f(y - s * 0.75)} ${f(x + s * 0.4)} ${f(y - s * 0.3)}" stroke="${shade(colour, 0.5)}" stroke-width="${f(s * 0.15)}" fill="none" stroke-linecap="round"/><circle cx="${f(x)}" cy="${f(y - s * 0.55)}" r="${f(s * 0.22)}" fill="${shade(colour, 0.25)}"/>`;
}

export const sprinkleColours = SPRINKLES;
