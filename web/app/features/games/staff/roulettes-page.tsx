import { formatDate } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ChevronRight, Dices, Plus } from '~/components/icon';
import { fetchStaffWheels } from '~/features/games';
import { EmptyState, ForbiddenScreen, ListSkeleton, LoadFailed, useStaffLoad } from '~/features/staff-shell';
import { GameStateBadge } from './game-bits';

/** /dashboard/roulettes: every wheel with its dates, spins and prizes given. */
export function DashboardRoulettesPage() {
  const { state, reload } = useStaffLoad(fetchStaffWheels, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Roulette wheels</h1>
          <p className={ui.lead}>
            The newest running, published wheel is the one the header’s Play! link opens.
          </p>
        </div>
        <Link to="/dashboard/roulettes/new" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-5" /> New wheel
        </Link>
      </header>
      <div className="mt-6">
        {state.status === 'loading' && <ListSkeleton label="Loading wheels…" />}
        {state.status === 'error' && <LoadFailed message={state.message} onRetry={reload} />}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState
            icon={<Dices aria-hidden="true" className="size-9" />}
            title="No wheels yet"
            action={
              <Link to="/dashboard/roulettes/new" className={buttonClass('primary')}>
                <Plus aria-hidden="true" className="size-5" /> New wheel
              </Link>
            }
          >
            Make a wheel of prizes and “try again” slices; shoppers spin it from the header.
          </EmptyState>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-3">
            {state.data.map((w) => (
              <li key={w.id}>
                <Link
                  to={`/dashboard/roulettes/${w.id}`}
                  className="flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft hover:border-berry/40 sm:p-5"
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {w.title} <GameStateBadge state={w.state} published={w.isPublished} />
                    </p>
                    <p className="mt-1 text-sm text-cocoa-soft">
                      /roulette/{w.slug} · {formatDate(w.startsAt, 'date-time')} to{' '}
                      {formatDate(w.endsAt, 'date-time')}
                    </p>
                    <p className="mt-1 text-sm">
                      {w.spins} {w.spins === 1 ? 'spin' : 'spins'} · {w.prizesGiven} prizes given
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
