/** The home hero's picture: a three-tier raspberry cake, drawn so the page needs no photo. */
export function CakeIllustration({ className = '' }: { className?: string }) {
  // Icing along the top of a tier, with drips of varying length so it looks poured, not printed.
  const drip = (x0: number, y: number, w: number) => {
    const n = Math.round(w / 28);
    const step = w / n;
    let d = `M${x0} ${y}H${x0 + w}V${y + 10}`;
    for (let i = n - 1; i >= 0; i--) {
      const xr = x0 + (i + 1) * step;
      const depth = 6 + ((i * 5) % 3) * 7;
      d += `C${xr - step * 0.15} ${y + 10} ${xr - step * 0.25} ${y + 10 + depth} ${xr - step * 0.5} ${y + 10 + depth}`;
      d += `C${xr - step * 0.75} ${y + 10 + depth} ${xr - step * 0.85} ${y + 10} ${xr - step} ${y + 10}`;
    }
    return `${d}Z`;
  };
  return (
    <svg viewBox="0 0 400 380" className={className} aria-hidden="true">
      <ellipse cx="200" cy="352" rx="170" ry="18" fill="#3b2418" opacity="0.08" />
      <ellipse cx="200" cy="338" rx="160" ry="16" fill="#fff" stroke="#eadfcf" strokeWidth="3" />
      {/* bottom tier */}
      <rect x="60" y="250" width="280" height="88" rx="14" fill="#f6c9a6" />
      <rect x="60" y="292" width="280" height="10" fill="#b0284f" opacity="0.85" />
      <path d={drip(60, 250, 280)} fill="#fff7f0" />
      {/* middle tier */}
      <rect x="95" y="172" width="210" height="84" rx="12" fill="#f6b8c8" />
      <rect x="95" y="212" width="210" height="8" fill="#fff" opacity="0.9" />
      <path d={drip(95, 172, 210)} fill="#b0284f" />
      {/* top tier */}
      <rect x="130" y="104" width="140" height="74" rx="12" fill="#fff7f0" />
      <path d={drip(130, 104, 140)} fill="#f6b8c8" />
      {/* berries and candles */}
      {[150, 200, 250].map((x) => (
        <g key={x}>
          <rect x={x - 5} y="52" width="10" height="54" rx="4" fill={x === 200 ? '#b0284f' : '#d9a066'} />
          <path d={`M${x} 28c9 10 9 20 0 24-9-4-9-14 0-24Z`} fill="#ffb545" />
          <path d={`M${x} 36c4 6 4 11 0 13-4-2-4-7 0-13Z`} fill="#fff3c4" />
        </g>
      ))}
      {[120, 165, 235, 280].map((x, i) => (
        <circle key={x} cx={x} cy={i % 2 ? 248 : 250} r="9" fill="#8e1d3e" />
      ))}
      {[112, 288].map((x) => (
        <circle key={x} cx={x} cy="170" r="8" fill="#8e1d3e" />
      ))}
      {/* sparkles */}
      <path d="M52 120l6 14 14 6-14 6-6 14-6-14-14-6 14-6Z" fill="#d9a066" />
      <path d="M340 70l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" fill="#b0284f" opacity="0.7" />
      <path d="M350 190c-6-10-22-6-18 6 3 8 18 16 18 16s15-8 18-16c4-12-12-16-18-6Z" fill="#f6b8c8" />
    </svg>
  );
}
