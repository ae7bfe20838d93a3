import { background, escapeXml, f, flame, heart, rng, shade, svgDoc } from './svg.ts';

// Cake accessories (candles, cake toppers, party poppers, greeting cards) and the wide
// home sliders. Drawn like the rest of the seed pictures: warm backgrounds, the thing itself.

const PASTELS = ['#f28fb0', '#7cc4e8', '#f2c14e', '#9ad77f', '#c59be8', '#f6a5a5'];

/** A row of striped birthday candles with flames, standing in a little cake board. */
export function candles(opts: { seed: string; count?: number; sparkler?: boolean; number?: string }): string {
  const r = rng(opts.seed);
  const id = `cd${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id);
  body += `<ellipse cx="300" cy="470" rx="230" ry="40" fill="#fff7ea" stroke="#e5cfae" stroke-width="4"/>`;
  if (opts.number) {
    const colour = r.pick(PASTELS);
    body += `<text x="300" y="430" text-anchor="middle" font-family="Georgia, serif" font-weight="bold" font-size="300" fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="6">${escapeXml(opts.number)}</text>`;
    body += `<rect x="296" y="196" width="8" height="26" fill="#5a3a2a"/>${flame(300, 198)}`;
    return svgDoc(body, { title: 'Number candle' });
  }
  const n = opts.count ?? 6;
  for (let i = 0; i < n; i++) {
    const x = 300 + (i - (n - 1) / 2) * (400 / n);
    const h = r.range(170, 230);
    const top = 460 - h;
    const c = PASTELS[i % PASTELS.length];
    body += `<rect x="${f(x - 13)}" y="${f(top)}" width="26" height="${f(h)}" rx="8" fill="${c}"/>`;
    for (let y = top + 18; y < 450; y += 34) {
      body += `<path d="M${f(x - 13)} ${f(y)} L${f(x + 13)} ${f(y - 14)}" stroke="#ffffff" stroke-width="7" opacity="0.75"/>`;
    }
    body += `<rect x="${f(x - 2)}" y="${f(top - 14)}" width="4" height="14" fill="#5a3a2a"/>`;
    if (opts.sparkler) {
      for (let k = 0; k < 10; k++) {
        const a = (k / 10) * Math.PI * 2;
        body += `<path d="M${f(x)} ${f(top - 24)} l${f(Math.cos(a) * 26)} ${f(Math.sin(a) * 26)}" stroke="#ffd27a" stroke-width="3" stroke-linecap="round"/>`;
      }
      body += `<circle cx="${f(x)}" cy="${f(top - 24)}" r="7" fill="#fff3c4"/>`;
    } else {
      body += flame(x, top - 12);
    }
  }
  return svgDoc(body, { title: 'Birthday candles' });
}

/** A gold script cake topper on two sticks, pushed into a cream cake top. */
export function cakeTopper(opts: { seed: string; text: string }): string {
  const r = rng(opts.seed);
  const id = `tp${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id);
  body += `<defs><linearGradient id="${id}-g" x1="0" x2="1"><stop offset="0" stop-color="#b8862b"/><stop offset="0.5" stop-color="#f6d77a"/><stop offset="1" stop-color="#b8862b"/></linearGradient></defs>`;
  body += `<ellipse cx="300" cy="480" rx="250" ry="60" fill="#fff4e0"/><path d="M50 480 Q300 560 550 480 L550 600 L50 600 Z" fill="#f5d9b0"/>`;
  body += `<rect x="200" y="300" width="8" height="190" fill="url(#${id}-g)"/><rect x="392" y="300" width="8" height="190" fill="url(#${id}-g)"/>`;
  const words = opts.text.split(' ');
  const lines = words.length > 2 ? [words.slice(0, -1).join(' '), words[words.length - 1]] : words;
  lines.forEach((line, i) => {
    body += `<text x="300" y="${f(200 + i * 90)}" text-anchor="middle" font-family="'Brush Script MT', 'Segoe Script', cursive" font-style="italic" font-weight="bold" font-size="${f(Math.min(96, 900 / Math.max(line.length, 6)))}" fill="url(#${id}-g)" stroke="#8a5d14" stroke-width="2">${escapeXml(line)}</text>`;
  });
  body += heart(470, 110, 40, '#e8475d');
  return svgDoc(body, { title: `${opts.text} cake topper` });
}

/** Party poppers: striped cones bursting with confetti and streamers. */
export function partyPoppers(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `pp${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id);
  const cones: [number, number, number][] = [
    [210, 470, -25],
    [390, 470, 25],
  ];
  for (const [x, y, rot] of cones) {
    const c = r.pick(PASTELS);
    body += `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x} ${y} L${x - 55} ${y - 200} L${x + 55} ${y - 200} Z" fill="${c}"/>`;
    for (let k = 1; k < 5; k++) {
      body += `<path d="M${f(x - 55 + k * 11)} ${f(y - 200 + k * 40)} L${f(x + 55 - k * 11)} ${f(y - 200 + k * 40)}" stroke="#ffffff" stroke-width="8" opacity="0.7"/>`;
    }
    body += `<ellipse cx="${x}" cy="${y - 200}" rx="55" ry="14" fill="${shade(c, -0.25)}"/></g>`;
  }
  for (let i = 0; i < 60; i++) {
    const x = r.range(60, 540);
    const y = r.range(40, 250);
    body += `<rect x="${f(x)}" y="${f(y)}" width="14" height="7" rx="2" fill="${r.pick(PASTELS)}" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const x = r.range(150, 450);
    body += `<path d="M300 260 Q${f(x)} ${f(r.range(80, 200))} ${f(r.range(80, 520))} ${f(r.range(30, 140))}" stroke="${r.pick(PASTELS)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return svgDoc(body, { title: 'Party poppers' });
}

/** A folded greeting card with a heart and its words, beside its envelope. */
export function greetingCard(opts: { seed: string; text: string; colour?: string }): string {
  const r = rng(opts.seed);
  const id = `gc${Math.floor(r.next() * 1e6)}`;
  const c = opts.colour ?? r.pick(PASTELS);
  let body = background(r, id);
  body += `<rect x="90" y="300" width="300" height="200" rx="6" fill="#f4e3c8" transform="rotate(-8 240 400)"/><path d="M90 300 L240 400 L390 300" fill="none" stroke="#d9c19c" stroke-width="4" transform="rotate(-8 240 400)"/>`;
  body += `<path d="M250 110 L470 90 L490 470 L270 490 Z" fill="${shade(c, -0.15)}"/><path d="M250 110 L440 130 L450 500 L270 490 Z" fill="#fffaf2" stroke="${shade(c, -0.2)}" stroke-width="3"/>`;
  body += heart(350, 230, 90, c);
  const words = opts.text.split(' ');
  words.forEach((w, i) => {
    body += `<text x="355" y="${f(350 + i * 44)}" text-anchor="middle" font-family="Georgia, serif" font-size="36" font-style="italic" fill="#5a2a1a">${escapeXml(w)}</text>`;
  });
  return svgDoc(body, { title: `${opts.text} greeting card` });
}

/**
 * A wide slider: warm background, bunting and the given product pictures set side by side.
 * The pictures are whole SVG documents nested as elements; the words are laid over by the web.
 */
export function sliderScene(opts: {
  seed: string;
  pictures: string[];
  width?: number;
  height?: number;
}): string {
  const r = rng(opts.seed);
  const w = opts.width ?? 1200;
  const h = opts.height ?? 480;
  const id = `sl${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id, { w, h });
  const size = h * 0.82;
  // Pictures sit on the right so text laid over the left half stays readable.
  // Each picture is a framed print leaning a little, like photos on a bakery counter.
  opts.pictures.forEach((svg, i) => {
    const x = w - 50 - size - (opts.pictures.length - 1 - i) * size * 0.85;
    const y = (h - size) / 2;
    const tilt = f(r.range(-5, 5));
    const inner = svg
      .replace(/ width="600" height="600"/, '')
      .replace('<svg ', `<svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" `);
    body += `<g transform="rotate(${tilt} ${f(x + size / 2)} ${f(y + size / 2)})"><rect x="${f(x - 10)}" y="${f(y - 10)}" width="${f(size + 20)}" height="${f(size + 20)}" rx="14" fill="#ffffff" opacity="0.95"/>${inner}</g>`;
  });
  return svgDoc(body, { width: w, height: h });
}
