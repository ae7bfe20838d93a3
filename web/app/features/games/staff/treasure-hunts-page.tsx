import { formatDate } from '@upahar/contract';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ChevronRight, Plus, Shovel } from '~/components/icon';
import { fetchStaffHunts } from '~/features/games';
import { EmptyState, ForbiddenScreen, ListSkeleton, LoadFailed, useStaffLoad } from '~/features/staff-shell';
import { GameStateBadge } from './game-bits';

/** /dashboard/treasure-hunts: every campaign's hunt with treasures found and digs so far. */
export function DashboardTreasureHuntsPage() {
  const load = useCallback((signal: AbortSignal) => fetchStaffHunts(signal).then((r) => r.hunts), []);
  const { state, reload } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Treasure hunts</h1>
          <p className={ui.lead}>
            Prizes buried under a campaign’s products; the campaign page shows the hunt.
          </p>
        </div>
        <Link to="/dashboard/treasure-hunts/new" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-5" /> New hunt
        </Link>
      </header>
      <div className="mt-6">
        {state.status === 'loading' && <ListSkeleton label="Loading treasure hunts…" />}
        {state.status === 'error' && <LoadFailed message={state.message} onRetry={reload} />}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState
            icon={<Shovel aria-hidden="true" className="size-9" />}
            title="No treasure hunts yet"
            action={
              <Link to="/dashboard/treasure-hunts/new" className={buttonClass('primary')}>
                <Plus aria-hidden="true" className="size-5" /> New treasure hunt
              </Link>
            }
          >
            Choose a campaign, the products to dig under and the prizes to bury.
          </EmptyState>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-3">
            {state.data.map((h) => (
              <li key={h.id}>
                <Link
                  to={`/dashboard/treasure-hunts/${h.id}`}
                  className="flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft hover:border-berry/40 sm:p-5"
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {h.title} <GameStateBadge state={h.state} published={h.isPublished} />
                    </p>
                    <p className="mt-1 text-sm text-cocoa-soft">
                      {h.campaign.name} · {formatDate(h.startsAt, 'date-time')} to{' '}
                      {formatDate(h.endsAt, 'date-time')}
                    </p>
                    <p className="mt-1 text-sm">
                      {h.found} of {h.treasures} treasures found · {h.digs} {h.digs === 1 ? 'dig' : 'digs'}
                    </p>
                  </div>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-cocoa-soft" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
