import { background, bow, f, heart, type Rng, rng, shade, svgDoc } from './svg.ts';

/** A box in three-quarter view; (x, y) is the front face's bottom-left corner. */
function box3d(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  colour: string,
  ribbon: string,
): string {
  const dx = d * 0.7;
  const dy = d * 0.45;
  const lid = 16;
  const front = `M${f(x)} ${f(y)} L${f(x + w)} ${f(y)} L${f(x + w)} ${f(y - h)} L${f(x)} ${f(y - h)} Z`;
  const side = `M${f(x + w)} ${f(y)} L${f(x + w + dx)} ${f(y - dy)} L${f(x + w + dx)} ${f(y - h - dy)} L${f(x + w)} ${f(y - h)} Z`;
  const lx = x - 8;
  const lw = w + 16;
  const ly = y - h + lid;
  const lidFront = `M${f(lx)} ${f(ly)} L${f(lx + lw)} ${f(ly)} L${f(lx + lw)} ${f(ly - lid - 4)} L${f(lx)} ${f(ly - lid - 4)} Z`;
  const lidSide = `M${f(lx + lw)} ${f(ly)} L${f(lx + lw + dx)} ${f(ly - dy)} L${f(lx + lw + dx)} ${f(ly - dy - lid - 4)} L${f(lx + lw)} ${f(ly - lid - 4)} Z`;
  const top = `M${f(lx)} ${f(ly - lid - 4)} L${f(lx + lw)} ${f(ly - lid - 4)} L${f(lx + lw + dx)} ${f(ly - lid - 4 - dy)} L${f(lx + dx)} ${f(ly - lid - 4 - dy)} Z`;
  const rw = w * 0.14;
  const mid = x + w / 2;
  const sideMid = x + w + dx / 2;
  let out = `<ellipse cx="${f(x + (w + dx) / 2)}" cy="${f(y - 4)}" rx="${f((w + dx) * 0.62)}" ry="${f(d * 0.3)}" fill="#000000" opacity="0.12"/>`;
  out += `<path d="${front}" fill="${colour}"/><path d="${side}" fill="${shade(colour, -0.22)}"/>`;
  out += `<rect x="${f(mid - rw / 2)}" y="${f(y - h)}" width="${f(rw)}" height="${f(h)}" fill="${ribbon}"/>`;
  out += `<path d="M${f(sideMid - rw / 3)} ${f(y - dy / 2)} L${f(sideMid + rw / 3)} ${f(y - dy / 2 - rw * 0.2)} L${f(sideMid + rw / 3)} ${f(y - h - dy / 2 - rw * 0.2)} L${f(sideMid - rw / 3)} ${f(y - h - dy / 2)} Z" fill="${shade(ribbon, -0.2)}"/>`;
  out += `<path d="${lidFront}" fill="${shade(colour, 0.08)}"/><path d="${lidSide}" fill="${shade(colour, -0.15)}"/><path d="${top}" fill="${shade(colour, 0.18)}"/>`;
  out += `<rect x="${f(mid - rw / 2)}" y="${f(ly - lid - 4)}" width="${f(rw)}" height="${f(lid + 4)}" fill="${shade(ribbon, 0.05)}"/>`;
  const ty = ly - lid - 4 - dy / 2;
  out += `<path d="M${f(mid - rw / 2 + dx / 2)} ${f(ty - dy / 2)} L${f(mid + rw / 2 + dx / 2)} ${f(ty - dy / 2)} L${f(mid + rw / 2 - dx / 2 + dx / 2)} ${f(ty + dy / 2)} L${f(mid - rw / 2)} ${f(ty + dy / 2)} Z" fill="${ribbon}"/>`;
  out += `<path d="M${f(lx + dx / 2)} ${f(ty)} L${f(lx + lw + dx / 2)} ${f(ty)}" stroke="${ribbon}" stroke-width="${f(rw * 0.5)}"/>`;
  out += bow(mid + dx / 2, ty, w * 0.3, ribbon);
  return out;
}

const PAPERS = ['#c8102e', '#1f6f8b', '#7b3fa0', '#e86f96', '#2e8b57', '#f2a541', '#1c2a4a'];
const RIBBONS = ['#f6d365', '#ffffff', '#e9c46a', '#ffb3c6'];

/** Wrapped gift boxes with ribbon and bow. */
export function giftBox(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `g${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id);
  body += box3d(220, 500, 230, 200, 120, r.pick(PAPERS), r.pick(RIBBONS));
  body += box3d(90, 530, 130, 110, 70, r.pick(PAPERS), r.pick(RIBBONS));
  return svgDoc(body);
}

function truffle(x: number, y: number, s: number, r: Rng): string {
  const base = r.pick(['#3b1f12', '#5a3220', '#f4e6cf', '#7b4a2e']);
  const drizzle = base === '#f4e6cf' ? '#5a3220' : r.pick(['#f4e6cf', '#e9b96e', '#c8102e']);
  let out = `<circle cx="${f(x + 3)}" cy="${f(y + 4)}" r="${f(s)}" fill="#000000" opacity="0.2"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${base}"/>`;
  out += `<path d="M${f(x - s * 0.7)} ${f(y - s * 0.2)} l${f(s * 0.35)} ${f(-s * 0.3)} l${f(s * 0.35)} ${f(s * 0.3)} l${f(s * 0.35)} ${f(-s * 0.3)} l${f(s * 0.35)} ${f(s * 0.3)}" stroke="${drizzle}" stroke-width="${f(s * 0.14)}" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="${f(x - s * 0.35)}" cy="${f(y - s * 0.4)}" r="${f(s * 0.18)}" fill="#ffffff" opacity="0.25"/>`;
  return out;
}

/** An open box of chocolates with its lid leaning behind. */
export function chocolateBox(opts: { seed: string; heartShaped?: boolean }): string {
  const r = rng(opts.seed);
  const id = `h${Math.floor(r.next() * 1e6)}`;
  const boxColour = r.pick(['#7a1022', '#3b1f12', '#1c2a4a', '#c8102e']);
  let body = background(r, id, { table: false });
  if (opts.heartShaped) {
    body += heart(308, 318, 470, '#000000').replace('fill="#000000"', 'fill="#000000" opacity="0.15"');
    body +=
      heart(300, 305, 470, boxColour) + heart(300, 305, 420, '#e9c46a') + heart(300, 305, 396, '#5a3220');
    const spots = [
      [220, 230],
      [300, 280],
      [380, 230],
      [170, 300],
      [430, 300],
      [250, 330],
      [350, 330],
      [300, 380],
      [220, 400],
      [380, 400],
      [300, 460],
      [260, 170],
      [340, 170],
    ] as const;
    for (const [x, y] of spots) body += truffle(x, y, 26, r);
    return svgDoc(body);
  }
  body += `<g transform="rotate(-8 300 150)"><rect x="110" y="60" width="380" height="210" rx="18" fill="${shade(boxColour, 0.1)}"/><rect x="130" y="80" width="340" height="170" rx="12" fill="none" stroke="#e9c46a" stroke-width="4"/><text x="300" y="180" text-anchor="middle" font-family="Georgia, serif" font-size="40" fill="#e9c46a">Chocolates</text></g>`;
  body += `<rect x="98" y="238" width="420" height="300" rx="20" fill="#000000" opacity="0.15"/>`;
  body += `<rect x="90" y="225" width="420" height="300" rx="20" fill="${boxColour}"/>`;
  body += `<rect x="108" y="243" width="384" height="264" rx="12" fill="#e9c46a"/>`;
  body += `<rect x="116" y="251" width="368" height="248" rx="10" fill="#5a3220"/>`;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 162 + col * 92;
      const y = 292 + row * 82;
      body += `<circle cx="${x}" cy="${y}" r="36" fill="#3b2114"/>`;
      body += truffle(x, y, 28, r);
    }
  }
  return svgDoc(body);
}

/** A teddy bear holding a heart. */
export function teddyBear(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `t${Math.floor(r.next() * 1e6)}`;
  const fur = r.pick(['#a66a3f', '#c89b6d', '#f1e4d3', '#8a5a3b', '#e8b4b8']);
  const light = shade(fur, 0.35);
  const dark = shade(fur, -0.25);
  const ribbon = r.pick(['#c8102e', '#1f6f8b', '#7b3fa0', '#e86f96']);
  let body = background(r, id);
  body += `<ellipse cx="300" cy="540" rx="190" ry="24" fill="#000000" opacity="0.13"/>`;
  body += `<circle cx="190" cy="130" r="55" fill="${fur}"/><circle cx="190" cy="130" r="30" fill="${light}"/>`;
  body += `<circle cx="410" cy="130" r="55" fill="${fur}"/><circle cx="410" cy="130" r="30" fill="${light}"/>`;
  body += `<ellipse cx="300" cy="400" rx="150" ry="140" fill="${fur}"/><ellipse cx="300" cy="420" rx="95" ry="95" fill="${light}"/>`;
  body += `<ellipse cx="195" cy="505" rx="70" ry="45" fill="${fur}"/><ellipse cx="405" cy="505" rx="70" ry="45" fill="${fur}"/>`;
  body += `<ellipse cx="180" cy="510" rx="36" ry="28" fill="${light}"/><ellipse cx="420" cy="510" rx="36" ry="28" fill="${light}"/>`;
  body += `<circle cx="300" cy="215" r="125" fill="${fur}"/>`;
  body += `<ellipse cx="300" cy="262" rx="62" ry="48" fill="${light}"/>`;
  body += `<circle cx="250" cy="200" r="13" fill="#1b120c"/><circle cx="350" cy="200" r="13" fill="#1b120c"/><circle cx="254" cy="195" r="4" fill="#ffffff"/><circle cx="354" cy="195" r="4" fill="#ffffff"/>`;
  body += `<ellipse cx="300" cy="245" rx="22" ry="15" fill="#2a1a10"/><path d="M300 258 L300 278 M300 278 Q285 292 272 282 M300 278 Q315 292 328 282" stroke="#2a1a10" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  body += `<circle cx="222" cy="250" r="16" fill="#f29bab" opacity="0.45"/><circle cx="378" cy="250" r="16" fill="#f29bab" opacity="0.45"/>`;
  body += bow(300, 335, 60, ribbon);
  body += heart(300, 430, 150, '#d7263d') + heart(300, 428, 120, '#e8475d');
  body += `<ellipse cx="205" cy="420" rx="42" ry="62" fill="${fur}" transform="rotate(-35 205 420)"/><ellipse cx="395" cy="420" rx="42" ry="62" fill="${fur}" transform="rotate(35 395 420)"/>`;
  body += `<path d="M170 470 Q200 490 230 470 M370 470 Q400 490 430 470" stroke="${dark}" stroke-width="4" fill="none"/>`;
  return svgDoc(body);
}
