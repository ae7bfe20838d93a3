import { background, escapeXml, f, heart, photo, rng, shade, svgDoc } from './svg.ts';

const label = (x: number, y: number, text: string, colour: string, size: number, family = 'Georgia, serif') =>
  `<text x="${f(x)}" y="${f(y)}" text-anchor="middle" font-family="${family}" font-size="${size}" font-weight="bold" fill="${colour}">${escapeXml(text)}</text>`;

/** A printed photo mug with a caption (personalised gifts). */
export function photoMug(opts: { seed: string; caption?: string }): string {
  const r = rng(opts.seed);
  const id = `m${Math.floor(r.next() * 1e6)}`;
  const mug = r.pick(['#ffffff', '#fdf1e6', '#1c2a4a', '#c8102e']);
  const ink = mug === '#ffffff' || mug === '#fdf1e6' ? '#7a1022' : '#ffffff';
  let body = background(r, id);
  body += `<ellipse cx="290" cy="510" rx="170" ry="26" fill="#000000" opacity="0.14"/>`;
  body += `<path d="M400 220 C520 220 520 420 400 420" stroke="${shade(mug, -0.12)}" stroke-width="40" fill="none"/>`;
  body += `<path d="M400 240 C490 240 490 400 400 400" stroke="${mug}" stroke-width="22" fill="none"/>`;
  body += `<defs><linearGradient id="${id}-g" x1="0" x2="1"><stop offset="0" stop-color="${shade(mug, -0.18)}"/><stop offset="0.4" stop-color="${mug}"/><stop offset="1" stop-color="${shade(mug, -0.22)}"/></linearGradient></defs>`;
  body += `<path d="M140 160 L140 480 A150 34 0 0 0 440 480 L440 160 Z" fill="url(#${id}-g)"/>`;
  body += `<ellipse cx="290" cy="160" rx="150" ry="34" fill="${shade(mug, -0.05)}"/><ellipse cx="290" cy="162" rx="134" ry="26" fill="#4a2b17"/>`;
  body += `<rect x="190" y="230" width="200" height="150" rx="8" fill="#ffffff"/>`;
  body += photo(198, 238, 184, 134, `${id}-p`);
  body += label(290, 430, opts.caption ?? 'Best Mom Ever', ink, 30);
  body += heart(400, 222, 34, '#e8475d');
  return svgDoc(body);
}

/** A wooden photo frame on a stand with a caption. */
export function photoFrame(opts: { seed: string; caption?: string }): string {
  const r = rng(opts.seed);
  const id = `fr${Math.floor(r.next() * 1e6)}`;
  const wood = r.pick(['#8a5a3b', '#c89b6d', '#3b2a20', '#f1e4d3']);
  let body = background(r, id);
  body += `<path d="M380 520 L430 520 L360 200 Z" fill="${shade(wood, -0.3)}"/>`;
  body += `<g transform="rotate(-3 300 320)"><rect x="128" y="128" width="344" height="404" rx="10" fill="#000000" opacity="0.15"/>`;
  body += `<rect x="120" y="116" width="344" height="404" rx="10" fill="${wood}"/>`;
  body += `<rect x="120" y="116" width="344" height="404" rx="10" fill="none" stroke="${shade(wood, -0.25)}" stroke-width="6"/>`;
  body += `<rect x="150" y="146" width="284" height="344" fill="#fbf7f0"/>`;
  body += photo(166, 162, 252, 250, `${id}-p`, r.pick(['#8fc6ea', '#f6b27b', '#b9a6e6']));
  body += label(
    292,
    462,
    opts.caption ?? 'Our Happy Place',
    '#5a3220',
    28,
    "'Brush Script MT', 'Segoe Script', cursive",
  );
  body += '</g>';
  return svgDoc(body);
}

/** A printed cushion with hearts and a caption. */
export function photoCushion(opts: { seed: string; caption?: string }): string {
  const r = rng(opts.seed);
  const id = `cu${Math.floor(r.next() * 1e6)}`;
  const cloth = r.pick(['#f7c6c7', '#fdf1e6', '#d8e6f3', '#f3e7c9']);
  let body = background(r, id);
  body += `<ellipse cx="300" cy="520" rx="220" ry="26" fill="#000000" opacity="0.13"/>`;
  const d = 'M110 120 Q300 90 490 120 Q520 300 490 490 Q300 520 110 490 Q80 300 110 120 Z';
  body += `<path d="${d}" fill="${cloth}"/><path d="${d}" fill="none" stroke="${shade(cloth, -0.2)}" stroke-width="6" stroke-dasharray="4 8"/>`;
  body += `<path d="M110 120 Q200 200 170 300 M490 120 Q400 200 430 300" stroke="${shade(cloth, -0.12)}" stroke-width="5" fill="none"/>`;
  body += `<rect x="190" y="170" width="220" height="190" rx="12" fill="#ffffff"/>`;
  body += photo(200, 180, 200, 170, `${id}-p`);
  body += label(
    300,
    420,
    opts.caption ?? 'Love You Forever',
    '#7a1022',
    32,
    "'Brush Script MT', 'Segoe Script', cursive",
  );
  for (const [x, y, s] of [
    [160, 180, 36],
    [440, 180, 30],
    [150, 440, 28],
    [450, 445, 36],
  ] as const) {
    body += heart(x, y, s, '#e8475d');
  }
  return svgDoc(body);
}
