import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
      title={m.games_staff_hunts_title()}
      lead={m.games_staff_hunts_lead()}
      base="/dashboard/treasure-hunts"
      newLabel={m.games_staff_new_hunt()}
      empty={{
        icon: <Shovel aria-hidden="true" className="size-9" />,
        title: m.games_staff_no_hunts(),
        action: m.games_staff_new_treasure_hunt(),
        text: m.games_staff_no_hunts_text(),
      }}
      rows={hunts.map((h) => ({
        ...h,
        place: m.games_staff_when({
          place: h.campaign.name,
          start: formatDate(h.startsAt, 'date-time'),
          end: formatDate(h.endsAt, 'date-time'),
        }),
        plays: m.games_staff_found_digs({
          found: formatNumber(h.found),
          treasures: formatNumber(h.treasures),
          count: formatNumber(h.digs),
        }),
      }))}
    />
  );
}
