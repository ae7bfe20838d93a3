import type { TGameState } from '@upahar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ChevronRight, Plus } from '~/components/icon';
import { EmptyState } from '~/features/staff-shell';
import { GameStateBadge } from './game-bits';

// The list the roulette and treasure-hunt screens share: heading, a "new" button, each game with
// its state, dates and plays, or what to do when there is none yet.

export type GameRow = {
  id: number;
  title: string;
  state: TGameState;
  isPublished: boolean;
  /** Where and when it runs. */
  place: ReactNode;
  /** How it has been played. */
  plays: ReactNode;
};

export function GameList(o: {
  title: string;
  lead: string;
  base: string;
  newLabel: string;
  empty: { icon: ReactNode; title: string; action: string; text: string };
  rows: GameRow[];
}) {
  const newLink = (label: string) => (
    <Link to={`${o.base}/new`} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-5" /> {label}
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>{o.title}</h1>
          <p className={ui.lead}>{o.lead}</p>
        </div>
        {newLink(o.newLabel)}
      </header>
      <div className="mt-6">
        {o.rows.length === 0 ? (
          <EmptyState icon={o.empty.icon} title={o.empty.title} action={newLink(o.empty.action)}>
            {o.empty.text}
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {o.rows.map((g) => (
              <li key={g.id}>
                <Link
                  to={`${o.base}/${g.id}`}
                  className="flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft hover:border-berry/40 sm:p-5"
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {g.title} <GameStateBadge state={g.state} published={g.isPublished} />
                    </p>
                    <p className="mt-1 text-sm text-cocoa-soft">{g.place}</p>
                    <p className="mt-1 text-sm">{g.plays}</p>
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
