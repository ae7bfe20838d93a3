import type { CakeLook } from './configurator-state';

// A drawing of the cake as the shopper configured it: its shape seen from a little above, its
// tiers, the flavour's sponge on the sides and its cream on top. Photos show one cake; this shows
// theirs, so a heart-shaped red velvet looks like one before it is ordered. Drawn here rather
// than fetched: it changes with every click and costs no request.

type Pt = [number, number];

const SAMPLES = 72;
/** How flat the top looks: the eye is above the cake, not level with it. */
const TILT = 0.42;

/**
 * The same closed curve through `count` points evenly spaced along it, so piping and drips are
 * spread along the edge instead of bunching where the curve's parameter runs slowly (corners).
 */
function evenly(pts: Pt[], count: number): Pt[] {
  const lengths = [0];
  for (let i = 1; i <= pts.length; i++) {
    const [ax, ay] = pts[i - 1];
    const [bx, by] = pts[i % pts.length];
    lengths.push(lengths[i - 1] + Math.hypot(bx - ax, by - ay));
  }
  const total = lengths[pts.length];
  const out: Pt[] = [];
  let j = 0;
  for (let k = 0; k < count; k++) {
    const at = (k / count) * total;
    while (lengths[j + 1] < at) j++;
    const f = (at - lengths[j]) / (lengths[j + 1] - lengths[j] || 1);
    const [ax, ay] = pts[j];
    const [bx, by] = pts[(j + 1) % pts.length];
    out.push([ax + (bx - ax) * f, ay + (by - ay) * f]);
  }
  return out;
}

/** The outline of a shape from above, in a unit square, front (towards the eye) at +y. */
function outline(shape: string): Pt[] {
  const pts: Pt[] = [];
  const dense = SAMPLES * 6;
  for (let i = 0; i < dense; i++) {
    const t = (i / dense) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    if (shape === 'heart') {
      // The classic heart curve, its point towards the eye.
      const x = 16 * s ** 3;
      const y = 13 * c - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
      pts.push([x / 17, (-y - 2.5) / 14.5]);
    } else if (shape === 'square' || shape === 'rectangle') {
      // A superellipse: straight sides with softly rounded corners, as cream makes them.
      const k = 2 / 10;
      const x = Math.sign(c) * Math.abs(c) ** k * 0.86;
      const y = Math.sign(s) * Math.abs(s) ** k * (shape === 'rectangle' ? 0.56 : 0.86);
      pts.push([shape === 'rectangle' ? x * 1.12 : x, y]);
    } else {
      pts.push([c, s]);
    }
  }
  return evenly(pts, SAMPLES);
}

const path = (pts: Pt[]) => `M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;

/** A colour mixed towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const mix = (v: number) => Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `rgb(${r} ${g} ${b})`;
}

function Tier({
  look,
  cx,
  top,
  radius,
  height,
}: {
  look: CakeLook;
  cx: number;
  top: number;
  radius: number;
  height: number;
}) {
  const at = (dy: number) =>
    outline(look.shape).map(([x, y]): Pt => [cx + x * radius, top + dy + y * radius * TILT]);
  const rim = at(0);
  const base = at(height);
  // Left and right extremes: the sides between them are the front of the cake.
  const left = rim.reduce((a, p) => (p[0] < a[0] ? p : a));
  const right = rim.reduce((a, p) => (p[0] > a[0] ? p : a));
  const front = rim.filter(([, y]) => y >= top);
  return (
    <g>
      <path d={path(base)} fill={look.sponge} stroke={shade(look.sponge, -0.25)} strokeWidth="2" />
      <rect
        x={left[0]}
        y={Math.min(left[1], right[1])}
        width={right[0] - left[0]}
        height={height}
        fill={look.sponge}
      />
      {/* A band of cream half-way down: the filling between the layers. */}
      <path
        d={`M${front.map(([x, y]) => `${x.toFixed(1)} ${(y + height * 0.5).toFixed(1)}`).join('L')}`}
        fill="none"
        stroke={shade(look.icing, 0.25)}
        strokeWidth={height * 0.1}
      />
      <path d={path(rim)} fill={look.icing} stroke={shade(look.icing, -0.12)} strokeWidth="2" />
      <path
        d={path(rim.map(([x, y]): Pt => [cx + (x - cx) * 0.8, top + (y - top) * 0.8 - 3]))}
        fill={shade(look.icing, 0.2)}
        opacity="0.55"
      />
      {/* Drips over the front rim, of lengths that look poured. */}
      {front
        .filter((_, i) => i % 3 === 1)
        .map(([x, y], i) => (
          <rect
            key={`${x}-${y}`}
            x={x - radius * 0.035}
            y={y - 2}
            width={radius * 0.07}
            height={height * (0.22 + ((i * 7) % 5) * 0.07)}
            rx={radius * 0.035}
            fill={look.icing}
          />
        ))}
      {rim
        .filter((_, i) => i % 4 === 0)
        .map(([x, y]) => (
          <circle key={`r${x}-${y}`} cx={x} cy={y} r={radius * 0.055} fill={shade(look.icing, 0.35)} />
        ))}
    </g>
  );
}

/** The configured cake, drawn; `label` is what a screen reader hears instead. */
export function CakePicture({
  look,
  label,
  className = '',
}: {
  look: CakeLook;
  label: string;
  className?: string;
}) {
  const tiers = Math.max(1, Math.min(4, look.tiers));
  const height = tiers === 1 ? 96 : 220 / tiers;
  const base = 150;
  let top = 300 - height;
  const layers = Array.from({ length: tiers }, (_, i) => {
    const radius = base * (1 - i * (0.55 / Math.max(tiers, 2)));
    const layer = { radius, top };
    top -= height;
    return layer;
  });
  return (
    <svg viewBox="0 0 400 400" role="img" aria-label={label} className={className}>
      <rect width="400" height="400" fill="#fdf6ee" />
      <circle cx="200" cy="190" r="170" fill={shade(look.sponge, 0.8)} />
      <ellipse cx="200" cy="318" rx="184" ry="76" fill="#3b2418" opacity="0.08" />
      <ellipse cx="200" cy="306" rx="176" ry="72" fill="#fff" stroke="#eadfcf" strokeWidth="3" />
      {layers.map((l) => (
        <Tier key={l.top} look={look} cx={200} top={l.top} radius={l.radius} height={height} />
      ))}
    </svg>
  );
}
