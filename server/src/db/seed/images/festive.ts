import { background, escapeXml, f, flame, rng, shade, svgDoc } from './svg.ts';

/** A clay diya with a flame: Tihar, the festival of lights (campaign icon, occasion image). */
export function diya(opts: { seed: string; plain?: boolean }): string {
  const r = rng(opts.seed);
  const id = `dy${Math.floor(r.next() * 1e6)}`;
  let body = opts.plain ? '' : background(r, id, { table: false });
  body += `<circle cx="300" cy="250" r="170" fill="#ffd27a" opacity="0.35"/>`;
  body += `<path d="M110 330 Q300 300 490 330 Q470 470 300 480 Q130 470 110 330 Z" fill="#b5451b"/>`;
  body += `<path d="M110 330 Q300 360 490 330 Q300 300 110 330 Z" fill="#7a2e12"/>`;
  body += `<path d="M140 380 Q300 410 460 380" stroke="#f2c14e" stroke-width="10" fill="none"/>`;
  for (let i = 0; i < 7; i++)
    body += `<circle cx="${175 + i * 42}" cy="${425 - Math.abs(3 - i) * 4}" r="8" fill="#f2c14e"/>`;
  body += `<path d="M300 330 L300 300" stroke="#3a2a1a" stroke-width="6"/>`;
  body += `<g transform="translate(300 300) scale(3.6) translate(-300 -300)">${flame(300, 300)}</g>`;
  return svgDoc(body);
}

/** A paper kite (changa) flown over Dashain. */
export function kite(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const [a, b] = r.pick([
    ['#c8102e', '#f2c14e'],
    ['#1f6f8b', '#ffffff'],
    ['#2e8b57', '#f2a541'],
  ] as const);
  let body = `<rect width="600" height="600" fill="#bfe3f5"/><circle cx="480" cy="110" r="50" fill="#ffe28a"/>`;
  body += `<ellipse cx="${f(r.range(100, 200))}" cy="140" rx="80" ry="26" fill="#ffffff" opacity="0.8"/><ellipse cx="420" cy="420" rx="90" ry="24" fill="#ffffff" opacity="0.7"/>`;
  body += `<g transform="rotate(-12 300 260)"><path d="M300 60 L470 240 L300 440 L130 240 Z" fill="${a}"/><path d="M300 60 L470 240 L300 240 Z M300 240 L130 240 L300 440 Z" fill="${b}"/>`;
  body += `<path d="M300 60 L300 440 M130 240 L470 240" stroke="#5a3a1a" stroke-width="5"/><path d="M300 440 L286 500 L316 500 Z" fill="${a}"/></g>`;
  body += `<path d="M340 430 Q260 520 120 600" stroke="#ffffff" stroke-width="3" fill="none"/>`;
  return svgDoc(body);
}

/** A bunch of party balloons (birthdays, congratulations). */
export function balloons(opts: { seed: string }): string {
  const r = rng(opts.seed);
  const id = `bl${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id, { table: false });
  const colours = ['#e8475d', '#f2c14e', '#4fb3e8', '#7ccf6a', '#b07be0', '#f28fb0'];
  const spots = [
    [200, 190],
    [300, 150],
    [400, 190],
    [250, 270],
    [360, 270],
  ] as const;
  spots.forEach(([x, y], i) => {
    const c = colours[(i + r.int(0, 5)) % colours.length];
    body += `<path d="M${x} ${y + 78} Q${x + (300 - x) * 0.5 + 20} ${y + 200} 300 540" stroke="#8a8f99" stroke-width="2" fill="none"/>`;
    body += `<ellipse cx="${x}" cy="${y}" rx="62" ry="76" fill="${c}"/><path d="M${x - 8} ${y + 84} L${x + 8} ${y + 84} L${x} ${y + 74} Z" fill="${shade(c, -0.2)}"/>`;
    body += `<ellipse cx="${x - 22}" cy="${y - 28}" rx="12" ry="20" fill="#ffffff" opacity="0.45" transform="rotate(25 ${x - 22} ${y - 28})"/>`;
  });
  for (let i = 0; i < 40; i++) {
    body += `<rect x="${f(r.range(0, 600))}" y="${f(r.range(0, 600))}" width="10" height="5" fill="${r.pick(colours)}" transform="rotate(${f(r.range(0, 180))} 300 300)"/>`;
  }
  return svgDoc(body);
}

/** Fireworks over a night sky (New Year). */
export function fireworks(opts: { seed: string }): string {
  const r = rng(opts.seed);
  let body = `<rect width="600" height="600" fill="#1c2a4a"/><rect y="420" width="600" height="180" fill="#141d33"/>`;
  for (let i = 0; i < 4; i++) {
    const cx = r.range(120, 480);
    const cy = r.range(110, 330);
    const c = r.pick(['#f2c14e', '#e8475d', '#4fb3e8', '#7ccf6a', '#f28fb0']);
    for (let k = 0; k < 18; k++) {
      const a = (k / 18) * Math.PI * 2;
      const len = r.range(50, 90);
      body += `<path d="M${f(cx + Math.cos(a) * 14)} ${f(cy + Math.sin(a) * 14)} L${f(cx + Math.cos(a) * len)} ${f(cy + Math.sin(a) * len)}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
      body += `<circle cx="${f(cx + Math.cos(a) * (len + 10))}" cy="${f(cy + Math.sin(a) * (len + 10))}" r="3" fill="${shade(c, 0.4)}"/>`;
    }
  }
  body += `<path d="M0 440 L80 400 L140 430 L220 380 L300 420 L360 370 L450 425 L520 390 L600 430 L600 600 L0 600 Z" fill="#0d1426"/>`;
  return svgDoc(body);
}

/** A wide festive banner with bunting and confetti; text optional (error page, header, stores). */
export function banner(opts: {
  seed: string;
  title?: string;
  subtitle?: string;
  width?: number;
  height?: number;
}): string {
  const r = rng(opts.seed);
  const w = opts.width ?? 1200;
  const h = opts.height ?? 400;
  const id = `bn${Math.floor(r.next() * 1e6)}`;
  const colours = ['#e8475d', '#f2c14e', '#4fb3e8', '#7ccf6a', '#b07be0', '#f28fb0', '#f2a541'];
  let body = background(r, id, { table: false, w, h });
  body += `<path d="M0 30 Q${w / 2} 110 ${w} 30" stroke="#8a5a3b" stroke-width="3" fill="none"/>`;
  const flags = Math.round(w / 60);
  for (let i = 0; i < flags; i++) {
    const x = (i + 0.5) * (w / flags);
    const t = x / w;
    const y = 30 + 160 * t * (1 - t);
    body += `<path d="M${f(x - 20)} ${f(y)} L${f(x + 20)} ${f(y)} L${f(x)} ${f(y + 44)} Z" fill="${colours[i % colours.length]}"/>`;
  }
  for (let i = 0; i < Math.round(w / 15); i++) {
    const x = r.range(0, w);
    const y = r.range(90, h);
    body += `<rect x="${f(x)}" y="${f(y)}" width="12" height="6" rx="2" fill="${r.pick(colours)}" opacity="0.8" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  if (opts.title) {
    body += `<text x="${w / 2}" y="${f(h * 0.58)}" text-anchor="middle" font-family="Georgia, serif" font-size="${f(Math.min(h * 0.16, w * 0.1))}" font-weight="bold" fill="#5a2a1a">${escapeXml(opts.title)}</text>`;
  }
  if (opts.subtitle) {
    body += `<text x="${w / 2}" y="${f(h * 0.74)}" text-anchor="middle" font-family="Georgia, serif" font-size="${f(Math.min(h * 0.07, w * 0.045))}" fill="#7a4a2a">${escapeXml(opts.subtitle)}</text>`;
  }
  return svgDoc(body, { width: w, height: h });
}

/** A round monogram logo for a store or brand. */
export function monogram(opts: { seed: string; name: string; colour?: string }): string {
  const r = rng(opts.seed);
  const colour = opts.colour ?? r.pick(['#7a1022', '#1f6f8b', '#2e8b57', '#8a5a3b', '#7b3fa0', '#c8102e']);
  const initials = opts.name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  let body = `<rect width="600" height="600" fill="#fff8ee"/><circle cx="300" cy="300" r="260" fill="${colour}"/>`;
  body += `<circle cx="300" cy="300" r="232" fill="none" stroke="${shade(colour, 0.5)}" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  body += `<text x="300" y="355" text-anchor="middle" font-family="Georgia, serif" font-size="170" font-weight="bold" fill="#fff8ee">${escapeXml(initials)}</text>`;
  return svgDoc(body);
}
