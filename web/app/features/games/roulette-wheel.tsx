import { formatNumber, type TRouletteSegment } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The wheel as an SVG: equal slices in wheel order, clockwise from the pointer at the top. The
// page turns it (a CSS transition on `rotation`) to the slice the server drew.

const R = 100;
const point = (deg: number, r = R) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(R + r * Math.cos(rad)).toFixed(2)} ${(R + r * Math.sin(rad)).toFixed(2)}`;
};

/** Degrees to turn from `current` so slice `index` of `count` stops under the pointer, after full turns. */
export function rotationFor(current: number, index: number, count: number, turns = 5): number {
  const slice = 360 / count;
  const target = (360 - (index + 0.5) * slice) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + turns * 360 + target;
}

/** Dark or light label text, whichever reads better on the slice's colour. */
function inkFor(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? '#3b2417' : '#ffffff';
}

export function RouletteWheel({
  segments,
  rotation,
  spinning,
}: {
  segments: TRouletteSegment[];
  rotation: number;
  spinning: boolean;
}) {
  const slice = 360 / segments.length;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[17rem] sm:max-w-[22rem]">
      {/* The pointer: where the wheel's answer is read. */}
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="absolute top-[-6px] left-1/2 z-10 size-9 -translate-x-1/2 drop-shadow"
      >
        <path d="M12 22 3 4h18z" fill="#3b2417" stroke="#fff" strokeWidth="1.5" />
      </svg>
      <svg
        viewBox="-6 -6 212 212"
        role="img"
        aria-label={m.games_wheel_label({
          count: formatNumber(segments.length),
          labels: segments.map((s) => s.label).join(', '),
        })}
        className={`size-full rounded-full drop-shadow-lg ${
          spinning
            ? 'transition-transform duration-[4000ms] ease-[cubic-bezier(0.17,0.67,0.12,1)] motion-reduce:duration-0'
            : ''
        }`}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-rotation={rotation}
      >
        <circle cx={R} cy={R} r={R + 4} fill="#3b2417" />
        {segments.map((s, i) => {
          const from = i * slice;
          const to = (i + 1) * slice;
          const mid = from + slice / 2;
          const large = slice > 180 ? 1 : 0;
          return (
            <g key={s.index}>
              <path
                d={`M${R} ${R} L${point(from)} A${R} ${R} 0 ${large} 1 ${point(to)} Z`}
                fill={s.colour}
                stroke="#fff"
                strokeWidth="1.5"
              />
              {/* Labels read along the radius, from the hub out to the rim. */}
              <text
                x={R + R * 0.86}
                y={R}
                transform={`rotate(${mid - 90} ${R} ${R})`}
                textAnchor="end"
                dominantBaseline="central"
                fill={inkFor(s.colour)}
                fontSize={Math.min(11, 62 / Math.max(1, s.label.length * 0.56))}
                fontWeight="700"
              >
                {s.label}
              </text>
            </g>
          );
        })}
        <circle cx={R} cy={R} r="14" fill="#fff" stroke="#3b2417" strokeWidth="3" />
      </svg>
    </div>
  );
}
