import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Trophy } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { PrizeCard } from './prize-card';
import type { fetchMyPrizes } from './prizes-api';

const GAMES = [
  { to: '/roulette/latest', label: m.prizes_game_roulette() },
  { to: '/quiz', label: m.prizes_game_quiz() },
  { to: '/contests', label: m.prizes_game_contest() },
];

type Props = { prizes: Awaited<ReturnType<typeof fetchMyPrizes>> };

/** /profile/prizes: what the shopper won in games and contests, newest first. */
export function PrizesPage({ prizes }: Props) {
  return (
    <PrizesFrame>
      {prizes.length === 0 && (
        <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <Trophy aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold text-cocoa">{m.prizes_none()}</h2>
          <p className="mt-2 max-w-sm text-cocoa-soft">{m.prizes_none_lead()}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {GAMES.map((g, i) => (
              <Link key={g.to} to={g.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
                {g.label}
              </Link>
            ))}
          </div>
        </div>
      )}
      {prizes.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {prizes.map((p) => (
            <li key={p.id}>
              <PrizeCard prize={p} />
            </li>
          ))}
        </ul>
      )}
    </PrizesFrame>
  );
}

/** What the page shows while the shopper's prizes are on their way. */
export function PrizesLoading() {
  return (
    <PrizesFrame>
      <LoadingLine>{m.prizes_loading()}</LoadingLine>
    </PrizesFrame>
  );
}

function PrizesFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.prizes_title()}</h1>
        <p className={ui.lead}>{m.prizes_lead()}</p>
      </header>
      <div className="mt-6">{children}</div>
    </div>
  );
}
