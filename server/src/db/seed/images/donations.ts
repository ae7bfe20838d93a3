import { background, f, heart, rng, shade, svgDoc } from './svg.ts';

const SKIN = ['#c68642', '#e0ac69', '#8d5524', '#f1c27d'];

/** Two open hands holding a heart: the picture for giving (donations). */
export function heartHands(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `d${Math.floor(r.next() * 1e6)}`;
  const skin = r.pick(SKIN);
  const dark = shade(skin, -0.18);
  let body = background(r, id, { table: false });
  body += `<circle cx="300" cy="240" r="150" fill="#ffffff" opacity="0.45"/>`;
  body += heart(300, 250, 230, '#c8102e') + heart(300, 246, 190, '#e8475d');
  body += `<path d="M262 190 Q280 170 300 196" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  for (const side of [-1, 1]) {
    const x = (v: number) => f(300 + side * v);
    body += `<path d="M${x(10)} 520 L${x(10)} 420 Q${x(20)} 360 ${x(120)} 340 L${x(205)} 318 Q${x(228)} 316 ${x(226)} 336 Q${x(224)} 350 ${x(204)} 356 L${x(150)} 372 L${x(230)} 370 Q${x(250)} 374 ${x(246)} 392 Q${x(240)} 408 ${x(220)} 406 L${x(140)} 410 Q${x(110)} 470 ${x(120)} 520 Z" fill="${skin}"/>`;
    body += `<path d="M${x(150)} 372 L${x(210)} 372 M${x(140)} 410 L${x(200)} 410" stroke="${dark}" stroke-width="3" fill="none"/>`;
    body += `<path d="M${x(120)} 340 Q${x(90)} 300 ${x(108)} 278 Q${x(124)} 264 ${x(140)} 282 L${x(160)} 334" fill="${skin}" stroke="${dark}" stroke-width="2"/>`;
  }
  const sleeve = r.pick(['#1f6f8b', '#7b3fa0', '#2e8b57']);
  body += `<rect x="180" y="505" width="112" height="95" rx="10" fill="${sleeve}"/><rect x="308" y="505" width="112" height="95" rx="10" fill="${sleeve}"/>`;
  return svgDoc(body);
}

/** A plate of dal bhat: feeding a family or a school (meal donations). */
export function mealPlate(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `ml${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id, { table: false });
  body += `<circle cx="308" cy="316" r="230" fill="#000000" opacity="0.12"/><circle cx="300" cy="305" r="230" fill="#c9ccd3"/><circle cx="300" cy="305" r="205" fill="#e4e6ea"/>`;
  body += `<circle cx="290" cy="330" r="95" fill="#fbf8f1"/>`;
  for (let i = 0; i < 70; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * 85;
    body += `<ellipse cx="${f(290 + Math.cos(a) * d)}" cy="${f(330 + Math.sin(a) * d)}" rx="6" ry="2.5" fill="#efe8d8" transform="rotate(${f(r.range(0, 180))} ${f(290 + Math.cos(a) * d)} ${f(330 + Math.sin(a) * d)})"/>`;
  }
  const bowls = [
    [170, 170, '#e3a21a'],
    [300, 140, '#6a994e'],
    [430, 180, '#b5451b'],
    [450, 320, '#f2d16b'],
  ] as const;
  for (const [x, y, c] of bowls) {
    body += `<circle cx="${x}" cy="${y}" r="52" fill="#b9bcc3"/><circle cx="${x}" cy="${y}" r="44" fill="${c}"/><circle cx="${x - 12}" cy="${y - 10}" r="10" fill="${shade(c, 0.3)}" opacity="0.7"/>`;
  }
  body += `<path d="M150 380 Q160 350 190 360 Q200 390 170 400 Z" fill="#3f8f3a"/><circle cx="420" cy="420" r="18" fill="#e2233f"/>`;
  return svgDoc(body);
}

/** A stack of school books and a pencil (education donations). */
export function schoolKit(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `sk${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id);
  const colours = ['#c8102e', '#1f6f8b', '#2e8b57', '#f2a541', '#7b3fa0'];
  let y = 500;
  for (let i = 0; i < 5; i++) {
    const w = r.range(300, 380);
    const x = 300 - w / 2 + r.range(-20, 20);
    const c = colours[i];
    body += `<rect x="${f(x)}" y="${f(y - 46)}" width="${f(w)}" height="46" rx="6" fill="${c}"/><rect x="${f(x + 12)}" y="${f(y - 38)}" width="${f(w - 12)}" height="30" fill="#fbf7f0"/><rect x="${f(x)}" y="${f(y - 46)}" width="22" height="46" rx="4" fill="${shade(c, -0.25)}"/>`;
    y -= 46;
  }
  body += `<g transform="rotate(-25 300 180)"><rect x="150" y="165" width="300" height="30" fill="#f7c21b"/><path d="M450 165 L500 180 L450 195 Z" fill="#f1d8b0"/><path d="M485 176 L500 180 L485 184 Z" fill="#333"/><rect x="130" y="165" width="22" height="30" rx="4" fill="#e8475d"/><rect x="150" y="165" width="12" height="30" fill="#c9ccd3"/></g>`;
  body += heart(470, 420, 70, '#e8475d');
  return svgDoc(body);
}
