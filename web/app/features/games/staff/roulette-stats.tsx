import type { TStaffRoulette } from '@upahar/contract';
import { formatDate } from '@upahar/contract';

/** How a wheel has been played: totals, prizes left per slice and spins per Kathmandu day. */
export function RouletteStats({ wheel }: { wheel: TStaffRoulette }) {
  const prizeSlices = wheel.segments.filter((s) => s.prizeId !== null);
  return (
    <section aria-labelledby="wheel-stats" className="rounded-2xl border border-line bg-white p-4 text-sm">
      <h2 id="wheel-stats" className="font-semibold">
        How it is played
      </h2>
      <p className="mt-2">
        {wheel.spins} {wheel.spins === 1 ? 'spin' : 'spins'} · {wheel.prizesGiven} prizes given
      </p>
      {prizeSlices.length > 0 && (
        <table className="mt-3 w-full">
          <caption className="sr-only">Prizes given and left per slice</caption>
          <thead>
            <tr className="text-left text-cocoa-soft">
              <th className="font-medium">Prize</th>
              <th className="pl-3 text-right font-medium">Won</th>
              <th className="pl-3 text-right font-medium">Left</th>
            </tr>
          </thead>
          <tbody>
            {prizeSlices.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: slices have no identity beyond their place
              <tr key={i} className="border-t border-line">
                <td className="py-1">{s.prizeTitle ?? s.label}</td>
                <td className="py-1 pl-3 text-right">{s.won}</td>
                <td className="py-1 pl-3 text-right">{s.stock ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-4 font-semibold">Spins per day</h3>
      {wheel.days.length === 0 ? (
        <p className="mt-1 text-cocoa-soft">No spins in the last 14 days.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {wheel.days.map((d) => (
            <li key={d.day} className="flex justify-between">
              <span>{formatDate(d.day, 'day')}</span>
              <span>
                {d.spins} spins, {d.prizes} prizes
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
