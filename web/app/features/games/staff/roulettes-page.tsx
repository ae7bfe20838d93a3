import { formatDate } from '@upahar/contract';
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
      title="Roulette wheels"
      lead="The newest running, published wheel is the one the header’s Play! link opens."
      base="/dashboard/roulettes"
      newLabel="New wheel"
      empty={{
        icon: <Dices aria-hidden="true" className="size-9" />,
        title: 'No wheels yet',
        action: 'New wheel',
        text: 'Make a wheel of prizes and “try again” slices; shoppers spin it from the header.',
      }}
      rows={wheels.map((w) => ({
        ...w,
        place: `/roulette/${w.slug} · ${formatDate(w.startsAt, 'date-time')} to ${formatDate(w.endsAt, 'date-time')}`,
        plays: `${w.spins} ${w.spins === 1 ? 'spin' : 'spins'} · ${w.prizesGiven} prizes given`,
      }))}
    />
  );
}
