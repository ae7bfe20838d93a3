import { lookFor } from './cake-looks.ts';
import { background, escapeXml, f, ink, photo, type Rng, rng, rose, shade, svgDoc } from './svg.ts';
import { rosette, sprinkleColours, toppingPiece } from './toppings.ts';

/** A cake board with a soft shadow, seen from above. */
function board(cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx + 8)}" cy="${f(cy + 14)}" r="${f(r)}" fill="#000000" opacity="0.12"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#e9c46a"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 8)}" fill="#f4d88a"/>`;
}

function message(x: number, y: number, text: string, colour: string, size = 34): string {
  return `<text x="${f(x)}" y="${f(y)}" text-anchor="middle" font-family="'Brush Script MT', 'Segoe Script', cursive" font-size="${size}" fill="${colour}">${escapeXml(text)}</text>`;
}

/** A photo cake seen from above: the printed picture framed by piped rosettes. */
export function photoCake(opts: {
  seed: string;
  flavour: string;
  message?: string;
  square?: boolean;
}): string {
  const r = rng(opts.seed);
  const look = lookFor(opts.flavour);
  const id = `p${Math.floor(r.next() * 1e6)}`;
  const top = shade(look.cream, 0.15);
  let body = background(r, id, { table: false });
  if (opts.square) {
    body += `<rect x="58" y="68" width="484" height="484" rx="28" fill="#000000" opacity="0.12"/><rect x="50" y="55" width="484" height="484" rx="28" fill="#e9c46a"/>`;
    body += `<rect x="78" y="83" width="428" height="428" rx="22" fill="${top}"/>`;
    for (let i = 0; i < 14; i++) {
      const t = 90 + (i * 400) / 13;
      body += rosette(t, 98, 14, look.drip) + rosette(t, 496, 14, look.drip);
      body += rosette(92, t + 5, 14, look.drip) + rosette(492, t + 5, 14, look.drip);
    }
  } else {
    body += board(300, 300, 262);
    body += `<circle cx="300" cy="300" r="228" fill="${top}"/>`;
    for (let i = 0; i < 26; i++) {
      const a = (i / 26) * Math.PI * 2;
      body += rosette(300 + Math.cos(a) * 212, 300 + Math.sin(a) * 212, 17, look.drip);
    }
  }
  body += `<rect x="166" y="196" width="268" height="190" rx="10" fill="#ffffff"/>`;
  body += photo(176, 206, 248, 170, `${id}-photo`, r.pick(['#8fc6ea', '#f6b27b', '#b9a6e6']));
  body += message(300, 176, opts.message ?? 'Happy Birthday', ink(top, shade(look.drip, -0.15)));
  body += `<g>${[0, 1, 2, 3, 4].map((i) => toppingPiece(look.topping, 210 + i * 45, 430 + (i % 2) * 12, 14, r)).join('')}</g>`;
  return svgDoc(body);
}

/** A heart-shaped designer cake from above, bordered with rosettes and a corner of roses. */
export function heartCake(opts: { seed: string; flavour: string; message?: string }): string {
  const r = rng(opts.seed);
  const look = lookFor(opts.flavour);
  const id = `h${Math.floor(r.next() * 1e6)}`;
  const pt = (t: number, k: number) => {
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [300 + x * k, 290 - y * k] as const;
  };
  const path = (k: number, dx = 0, dy = 0) => {
    let d = '';
    for (let i = 0; i <= 72; i++) {
      const [x, y] = pt((i / 72) * Math.PI * 2, k);
      d += `${i === 0 ? 'M' : 'L'}${f(x + dx)} ${f(y + dy)} `;
    }
    return `${d}Z`;
  };
  let body = background(r, id, { table: false });
  body += `<path d="${path(16.5, 8, 14)}" fill="#000000" opacity="0.12"/>`;
  body += `<path d="${path(16.5)}" fill="#f3d28a"/>`;
  const surface = look.drip === '#3b1f12' ? look.cream : shade(look.cream, 0.1);
  body += `<path d="${path(14.6)}" fill="${surface}"/>`;
  for (let i = 0; i < 34; i++) {
    const [x, y] = pt((i / 34) * Math.PI * 2, 13.6);
    body += rosette(x, y, 13, look.drip);
  }
  const flower = r.pick(['#d62d4f', '#e86f8e', '#b71c3c']);
  for (const [x, y, s] of [
    [190, 215, 30],
    [232, 190, 24],
    [178, 262, 22],
  ] as const) {
    body += `<ellipse cx="${x + 22}" cy="${y + 22}" rx="20" ry="9" fill="#4f8a3c" transform="rotate(40 ${x + 22} ${y + 22})"/>`;
    body += rose(x, y, s, flower);
  }
  body += message(320, 320, opts.message ?? 'I Love You', ink(surface, shade(look.drip, -0.1)), 40);
  for (let i = 0; i < 7; i++) body += toppingPiece(look.topping, 250 + i * 22, 370 + (i % 2) * 10, 12, r);
  return svgDoc(body);
}

function cupcake(x: number, y: number, s: number, frosting: string, wrapper: string, r: Rng): string {
  const w = 60 * s;
  const h = 70 * s;
  let out = `<ellipse cx="${f(x)}" cy="${f(y + h + 4)}" rx="${f(w * 0.9)}" ry="${f(10 * s)}" fill="#000000" opacity="0.12"/>`;
  out += `<path d="M${f(x - w)} ${f(y)} L${f(x + w)} ${f(y)} L${f(x + w * 0.78)} ${f(y + h)} L${f(x - w * 0.78)} ${f(y + h)} Z" fill="${wrapper}"/>`;
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    out += `<path d="M${f(x - w + 2 * w * t)} ${f(y)} L${f(x - w * 0.78 + 2 * w * 0.78 * t)} ${f(y + h)}" stroke="${shade(wrapper, -0.2)}" stroke-width="${f(3 * s)}"/>`;
  }
  const layers = [
    [1.12, 0, 28],
    [0.92, -26, 26],
    [0.68, -50, 22],
    [0.4, -70, 18],
  ] as const;
  for (const [k, dy, ry] of layers) {
    out += `<ellipse cx="${f(x)}" cy="${f(y + dy * s)}" rx="${f(w * k)}" ry="${f(ry * s)}" fill="${shade(frosting, -0.1)}"/>`;
    out += `<ellipse cx="${f(x - 4 * s)}" cy="${f(y + (dy - 5) * s)}" rx="${f(w * k * 0.9)}" ry="${f(ry * s * 0.75)}" fill="${frosting}"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const sx = x + r.range(-w * 0.8, w * 0.8);
    const sy = y + r.range(-70, 0) * s;
    out += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(9 * s)}" height="${f(3 * s)}" rx="1.5" fill="${r.pick(sprinkleColours)}" transform="rotate(${f(r.range(0, 180))} ${f(sx)} ${f(sy)})"/>`;
  }
  out += `<circle cx="${f(x + 4 * s)}" cy="${f(y - 92 * s)}" r="${f(13 * s)}" fill="#c8102e"/><circle cx="${f(x)}" cy="${f(y - 96 * s)}" r="${f(4 * s)}" fill="#ff9aa8"/>`;
  out += `<path d="M${f(x + 4 * s)} ${f(y - 104 * s)} Q${f(x + 10 * s)} ${f(y - 122 * s)} ${f(x + 22 * s)} ${f(y - 126 * s)}" stroke="#4d7a2a" stroke-width="${f(3 * s)}" fill="none"/>`;
  return out;
}

/** A trio of cupcakes with swirled frosting and sprinkles. */
export function cupcakes(opts: { seed: string; flavour: string }): string {
  const r = rng(opts.seed);
  const look = lookFor(opts.flavour);
  const id = `u${Math.floor(r.next() * 1e6)}`;
  const wrappers = ['#f28fb0', '#7cc6e8', '#f6c453', '#9ad28a'];
  const frost = look.cream === '#fffaf0' || look.cream === '#fff7e6' ? '#f9c9d8' : look.cream;
  let body = background(r, id);
  body += cupcake(165, 330, 1, frost, r.pick(wrappers), r);
  body += cupcake(435, 330, 1, shade(look.drip, 0.25), r.pick(wrappers), r);
  body += cupcake(300, 390, 1.25, look.drip, r.pick(wrappers), r);
  return svgDoc(body);
}
