import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { ChevronRight, Gift } from '~/components/icon';
import type { fetchMyPlays } from './quizzes-api';

type Plays = Awaited<ReturnType<typeof fetchMyPlays>>;

/** The quizzes I played, newest first, each leading back to its result (or to resume it). */
export function MyPlays({ plays }: { plays: Plays }) {
  return (
    <PlaysFrame>
      {plays.length === 0 && (
        <p className="text-cocoa-soft">
          {m.quizzes_plays_none()}{' '}
          <Link to="/quiz" className={ui.link}>
            {m.quizzes_find_quiz()}
          </Link>
        </p>
      )}
      {plays.length > 0 && (
        <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
          {plays.map((p) => (
            <li key={p.playId}>
              <Link
                to={p.submitted ? `/quiz/${p.quiz.slug}?result=${p.playId}` : `/quiz/${p.quiz.slug}`}
                className="flex items-center gap-3 px-5 py-4 hover:bg-cream focus-visible:bg-cream"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-cocoa">{p.quiz.title}</span>
                  <span className="block text-sm text-cocoa-soft">
                    {p.submitted
                      ? m.quizzes_played_date({ date: formatDate(p.submittedAt ?? p.startedAt, 'day') })
                      : m.quizzes_started_not_submitted()}
                  </span>
                  {p.prize && (
                    <span className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-success">
                      <Gift aria-hidden="true" className="size-4" /> {m.quizzes_won({ prize: p.prize })}
                    </span>
                  )}
                </span>
                <span className="shrink-0 font-display text-lg font-semibold text-cocoa tabular-nums">
                  {p.submitted
                    ? `${formatNumber(p.score ?? 0)} / ${formatNumber(p.total)}`
                    : m.quizzes_resume_short()}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-cocoa-soft" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PlaysFrame>
  );
}

/** The plays' place while they are on their way. */
export function MyPlaysLoading() {
  return (
    <PlaysFrame>
      <p role="status" className="text-cocoa-soft">
        {m.quizzes_loading_plays()}
      </p>
    </PlaysFrame>
  );
}

function PlaysFrame({ children }: { children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby="my-plays-title">
      <h2 id="my-plays-title" className="font-display text-2xl font-semibold text-cocoa">
        {m.quizzes_you_played()}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
