import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Dices } from '~/components/icon';
import { fetchStaffWheels } from '~/features/games';
import { GameList } from './game-list';

/** Every wheel: what the roulettes route's clientLoader gives. */
export async function loadStaffWheels(signal: AbortSignal) {
  return { wheels: await fetchStaffWheels(signal) };
}

/** /dashboard/roulettes: every wheel with its dates, spins and prizes given. */
export function DashboardRoulettesPage({ wheels }: Awaited<ReturnType<typeof loadStaffWheels>>) {
  return (
    <GameList
      title={m.games_staff_wheels_title()}
      lead={m.games_staff_wheels_lead()}
      base="/dashboard/roulettes"
      newLabel={m.games_staff_new_wheel()}
      empty={{
        icon: <Dices aria-hidden="true" className="size-9" />,
        title: m.games_staff_no_wheels(),
        action: m.games_staff_new_wheel(),
        text: m.games_staff_no_wheels_text(),
      }}
      rows={wheels.map((w) => ({
        ...w,
        place: m.games_staff_when({
          place: `/roulette/${w.slug}`,
          start: formatDate(w.startsAt, 'date-time'),
          end: formatDate(w.endsAt, 'date-time'),
        }),
        plays: m.games_staff_spins_given({
          count: formatNumber(w.spins),
          prizes: formatNumber(w.prizesGiven),
        }),
      }))}
    />
  );
}
