import type { TStaffRoulette } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

/** How a wheel has been played: totals, prizes left per slice and spins per Kathmandu day. */
export function RouletteStats({ wheel }: { wheel: TStaffRoulette }) {
  const prizeSlices = wheel.segments.filter((s) => s.prizeId !== null);
  return (
    <section aria-labelledby="wheel-stats" className="rounded-2xl border border-line bg-white p-4 text-sm">
      <h2 id="wheel-stats" className="font-semibold">
        {m.games_staff_how_played()}
      </h2>
      <p className="mt-2">
        {m.games_staff_spins_given({
          count: formatNumber(wheel.spins),
          prizes: formatNumber(wheel.prizesGiven),
        })}
      </p>
      {prizeSlices.length > 0 && (
        <table className="mt-3 w-full">
          <caption className="sr-only">{m.games_staff_per_slice()}</caption>
          <thead>
            <tr className="text-left text-cocoa-soft">
              <th className="font-medium">{m.games_staff_prize()}</th>
              <th className="pl-3 text-right font-medium">{m.games_staff_won()}</th>
              <th className="pl-3 text-right font-medium">{m.games_staff_left()}</th>
            </tr>
          </thead>
          <tbody>
            {prizeSlices.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: slices have no identity beyond their place
              <tr key={i} className="border-t border-line">
                <td className="py-1">{s.prizeTitle ?? s.label}</td>
                <td className="py-1 pl-3 text-right">{formatNumber(s.won)}</td>
                <td className="py-1 pl-3 text-right">{formatNumber(s.stock ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-4 font-semibold">{m.games_staff_spins_per_day()}</h3>
      {wheel.days.length === 0 ? (
        <p className="mt-1 text-cocoa-soft">{m.games_staff_no_spins_14()}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {wheel.days.map((d) => (
            <li key={d.day} className="flex justify-between">
              <span>{formatDate(d.day, 'day')}</span>
              <span>
                {m.games_staff_day_spins({ spins: formatNumber(d.spins), prizes: formatNumber(d.prizes) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
