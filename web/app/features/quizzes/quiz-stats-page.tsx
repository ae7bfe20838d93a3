import { formatNumber, type TQuizStats } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';

const percent = (x: number) => `${Math.round(x * 100)}%`;
const shownPercent = (x: number) => `${formatNumber(Math.round(x * 100))}%`;
const duration = (s: number | null) =>
  s === null
    ? ''
    : s < 60
      ? m.quizzes_seconds({ s: formatNumber(s) })
      : m.quizzes_minutes_seconds({ min: formatNumber(Math.floor(s / 60)), s: formatNumber(s % 60) });

/** /profile/quizzes/stats/:slug: how players did on one of my quizzes (null: not one of mine). */
export function QuizStatsPage({ stats }: { stats: TQuizStats | null }) {
  return (
    <StatsFrame>
      {stats ? (
        <Stats stats={stats} />
      ) : (
        <div className="mt-6">
          <FormAlert tone="error">{m.quizzes_not_yours()}</FormAlert>
        </div>
      )}
    </StatsFrame>
  );
}

/** What the page shows while the stats are on their way. */
export function QuizStatsLoading() {
  return (
    <StatsFrame>
      <p role="status" className="mt-6 text-cocoa-soft">
        {m.quizzes_loading_stats()}
      </p>
    </StatsFrame>
  );
}

function StatsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile/quizzes" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.quizzes_my_title()}
      </Link>
      {children}
    </div>
  );
}

function Stats({ stats: s }: { stats: TQuizStats }) {
  const facts: [string, string][] = [
    [m.quizzes_fact_plays(), formatNumber(s.plays)],
    [
      m.quizzes_fact_average(),
      `${formatNumber(s.averageScore, { decimals: Number.isInteger(s.averageScore) ? 0 : 1 })} / ${formatNumber(s.quiz.questionCount)}`,
    ],
    [m.quizzes_fact_prizes(), formatNumber(s.prizesWon)],
  ];
  return (
    <>
      <h1 className={`${ui.heading} mt-4`}>{s.quiz.title}</h1>
      <p className={ui.lead}>
        <Link to={`/quiz/${s.quiz.slug}`} className={ui.link}>
          {m.quizzes_open()}
        </Link>
      </p>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-3xl border border-line bg-white p-4 text-center shadow-soft">
            <dt className="text-sm text-cocoa-soft">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-cocoa">{value}</dd>
          </div>
        ))}
      </dl>
      {s.plays === 0 ? (
        <p className="mt-6 rounded-3xl border border-line bg-white p-6 text-center text-cocoa-soft shadow-soft">
          {m.quizzes_nobody_played()}
        </p>
      ) : (
        <>
          <section className={`${ui.card} mt-6`} aria-labelledby="per-question">
            <h2 id="per-question" className="font-display text-xl font-semibold text-cocoa">
              {m.quizzes_right_per_question()}
            </h2>
            <ol className="mt-4 space-y-4">
              {s.questions.map((q, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity; the list never reorders
                <li key={i}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="text-cocoa">
                      {formatNumber(i + 1)}. {q.text}
                    </span>
                    <span className="shrink-0 font-semibold text-cocoa">{shownPercent(q.rightRate)}</span>
                  </div>
                  <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-cream-deep" aria-hidden="true">
                    <div className="h-full rounded-full bg-berry" style={{ width: percent(q.rightRate) }} />
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section className={`${ui.card} mt-6`} aria-labelledby="top-scores">
            <h2 id="top-scores" className="font-display text-xl font-semibold text-cocoa">
              {m.quizzes_top_scores()}
            </h2>
            <ol className="mt-3 divide-y divide-line">
              {s.top.map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: ranks are places; shortened names may repeat
                <li key={i} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="text-cocoa">
                    <span className="mr-2 font-semibold text-berry">{formatNumber(i + 1)}.</span>
                    {t.name}
                  </span>
                  <span className="text-sm text-cocoa-soft">
                    <strong className="text-cocoa">
                      {formatNumber(t.score)} / {formatNumber(s.quiz.questionCount)}
                    </strong>{' '}
                    {duration(t.seconds) && m.quizzes_in_time({ time: duration(t.seconds) })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </>
  );
}
