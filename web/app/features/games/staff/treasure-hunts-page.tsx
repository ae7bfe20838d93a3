import { formatDate } from '@upahar/contract';
import { Shovel } from '~/components/icon';
import { fetchStaffHunts } from '~/features/games';
import { GameList } from './game-list';

/** Every hunt: what the treasure hunts route's clientLoader gives. */
export async function loadStaffHunts(signal: AbortSignal) {
  return { hunts: (await fetchStaffHunts(signal)).hunts };
}

/** /dashboard/treasure-hunts: every campaign's hunt with treasures found and digs so far. */
export function DashboardTreasureHuntsPage({ hunts }: Awaited<ReturnType<typeof loadStaffHunts>>) {
  return (
    <GameList
      title="Treasure hunts"
      lead="Prizes buried under a campaign’s products; the campaign page shows the hunt."
      base="/dashboard/treasure-hunts"
      newLabel="New hunt"
      empty={{
        icon: <Shovel aria-hidden="true" className="size-9" />,
        title: 'No treasure hunts yet',
        action: 'New treasure hunt',
        text: 'Choose a campaign, the products to dig under and the prizes to bury.',
      }}
      rows={hunts.map((h) => ({
        ...h,
        place: `${h.campaign.name} · ${formatDate(h.startsAt, 'date-time')} to ${formatDate(h.endsAt, 'date-time')}`,
        plays: `${h.found} of ${h.treasures} treasures found · ${h.digs} ${h.digs === 1 ? 'dig' : 'digs'}`,
      }))}
    />
  );
}
