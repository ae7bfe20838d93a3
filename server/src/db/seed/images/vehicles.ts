import { background, f, rng, shade, svgDoc } from './svg.ts';

function wheel(x: number, y: number, r: number): string {
  let out = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#1e1e24"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.62)}" fill="#c9ccd3"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.2)}" fill="#6b6f78"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    out += `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(a) * r * 0.58)} ${f(y + Math.sin(a) * r * 0.58)}" stroke="#8a8f99" stroke-width="${f(r * 0.12)}"/>`;
  }
  return out;
}

/** A small hatchback in side view (automobiles category). */
export function car(opts: { seed: string; colour?: string }): string {
  const r = rng(opts.seed);
  const id = `v${Math.floor(r.next() * 1e6)}`;
  const paint = opts.colour ?? r.pick(['#c8102e', '#1f6f8b', '#f2f2f2', '#2b2d42', '#e9a23b', '#7d8597']);
  let body = background(r, id);
  body += `<ellipse cx="300" cy="448" rx="250" ry="20" fill="#000000" opacity="0.18"/>`;
  body += `<path d="M60 400 L60 340 Q62 310 100 300 L170 288 L235 215 Q250 200 280 198 L410 198 Q440 200 460 222 L515 290 Q548 300 550 335 L550 400 Q548 418 530 420 L80 420 Q62 418 60 400 Z" fill="${paint}"/>`;
  body += `<path d="M190 290 L245 228 Q255 218 275 217 L325 217 L325 290 Z" fill="#bfe3f5"/>`;
  body += `<path d="M340 290 L340 217 L405 217 Q428 218 442 236 L482 290 Z" fill="#bfe3f5"/>`;
  body += `<path d="M200 282 L250 228 L262 228 L212 282 Z M350 282 L350 225 L360 225 L360 282 Z" fill="#ffffff" opacity="0.5"/>`;
  body += `<path d="M60 350 L550 350" stroke="${shade(paint, -0.25)}" stroke-width="4"/>`;
  body += `<path d="M332 300 L332 410" stroke="${shade(paint, -0.3)}" stroke-width="3"/>`;
  body += `<rect x="282" y="318" width="34" height="8" rx="4" fill="${shade(paint, -0.35)}"/><rect x="380" y="318" width="34" height="8" rx="4" fill="${shade(paint, -0.35)}"/>`;
  body += `<path d="M530 318 Q548 322 550 340 L528 340 Z" fill="#ffe9a8"/><rect x="60" y="330" width="16" height="24" rx="4" fill="#d7263d"/>`;
  body += `<rect x="500" y="380" width="50" height="14" rx="5" fill="#3a3d45"/><rect x="60" y="380" width="40" height="14" rx="5" fill="#3a3d45"/>`;
  body += `<path d="M115 420 A60 60 0 0 1 235 420 Z M375 420 A60 60 0 0 1 495 420 Z" fill="${shade(paint, -0.45)}"/>`;
  body += wheel(175, 420, 50) + wheel(435, 420, 50);
  return svgDoc(body);
}

/** A scooter in side view, the valley's everyday ride. */
export function scooter(opts: { seed: string; colour?: string }): string {
  const r = rng(opts.seed);
  const id = `s${Math.floor(r.next() * 1e6)}`;
  const paint = opts.colour ?? r.pick(['#c8102e', '#1f6f8b', '#f2c14e', '#6a994e', '#e5e5e5']);
  let body = background(r, id);
  body += `<ellipse cx="300" cy="468" rx="230" ry="18" fill="#000000" opacity="0.18"/>`;
  body += wheel(150, 430, 58) + wheel(460, 430, 58);
  body += `<path d="M420 220 L470 420" stroke="#50535c" stroke-width="16" stroke-linecap="round"/>`;
  body += `<path d="M90 400 Q90 300 190 290 L320 290 Q350 290 360 320 L380 400 Q300 420 200 410 Z" fill="${paint}"/>`;
  body += `<path d="M360 320 L420 180 Q430 160 450 170 L470 300 Q480 360 440 400 L380 400 Z" fill="${paint}"/>`;
  body += `<path d="M400 360 Q430 300 455 360" fill="none" stroke="${shade(paint, -0.3)}" stroke-width="6"/>`;
  body += `<path d="M130 288 Q130 258 170 256 L300 256 Q325 258 322 286 Z" fill="#2b2d42"/>`;
  body += `<path d="M400 160 L480 150" stroke="#2b2d42" stroke-width="12" stroke-linecap="round"/><path d="M470 150 L500 110" stroke="#50535c" stroke-width="5"/><ellipse cx="503" cy="104" rx="14" ry="9" fill="#c9ccd3"/>`;
  body += `<path d="M452 182 Q480 190 478 214 L452 212 Z" fill="#ffe9a8"/><rect x="92" y="330" width="16" height="20" rx="4" fill="#d7263d"/>`;
  body += `<path d="M200 410 L330 410" stroke="#50535c" stroke-width="10" stroke-linecap="round"/>`;
  body += `<path d="M110 320 Q200 300 330 318" stroke="${shade(paint, 0.35)}" stroke-width="6" fill="none"/>`;
  return svgDoc(body);
}
