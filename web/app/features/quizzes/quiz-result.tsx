import { formatNumber, formatPrice, type TQuizScore } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Check, CircleDot, Gift, Lock, Trophy, X } from '~/components/icon';

/** After submitting: the score, the rank, the prize or why none, and the review of each question. */
export function QuizResult({ score }: { score: TQuizScore }) {
  const perfect = !score.timedOut && score.score === score.total;
  return (
    <div className="mt-4 space-y-6">
      <section className={`${ui.card} text-center`} aria-labelledby="result-title">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-berry-soft text-berry">
          <Trophy aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-3 text-sm font-semibold text-berry">{score.quiz.title}</p>
        <h1 id="result-title" className="mt-1 font-display text-3xl font-semibold text-cocoa">
          {score.timedOut ? m.quizzes_time_ran_out() : perfect ? m.quizzes_perfect() : m.quizzes_your_score()}
        </h1>
        <p className="mt-3 font-display text-5xl font-semibold text-cocoa" data-testid="quiz-score">
          {formatNumber(score.score)} / {formatNumber(score.total)}
        </p>
        {score.rank !== null && (
          <p className="mt-2 text-cocoa-soft">
            {m.quizzes_rank({
              count: formatNumber(score.players),
              rank: formatNumber(score.rank),
            })}
          </p>
        )}
        {score.timedOut && <p className="mt-2 text-cocoa-soft">{m.quizzes_late()}</p>}
        {score.prize && (
          <div className="mx-auto mt-5 max-w-md rounded-2xl bg-success-soft p-4 text-left text-success">
            <p className="flex items-center gap-2 font-semibold">
              <Gift aria-hidden="true" className="size-5" /> {m.quizzes_you_won({ prize: score.prize.title })}
            </p>
            <p className="mt-1 text-sm text-cocoa">
              {score.prize.credit !== null
                ? m.quizzes_credit_in_wallet({ amount: formatPrice(score.prize.credit) })
                : m.quizzes_code_ready({ code: score.prize.code ?? '' })}{' '}
              <Link to="/profile/prizes" className={ui.link}>
                {m.quizzes_see_prizes()}
              </Link>
            </p>
          </div>
        )}
        {score.prizeNote && (
          <p
            className="mx-auto mt-5 flex max-w-md items-start gap-2 rounded-2xl bg-cream p-4 text-left text-cocoa"
            data-testid="prize-note"
          >
            <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
            <span>{score.prizeNote}</span>
          </p>
        )}
        <Link to="/quiz" className={buttonClass('secondary', 'mt-6')}>
          {m.quizzes_more()}
        </Link>
      </section>
      {score.review && <Review score={score} review={score.review} />}
    </div>
  );
}

type Reviewed = NonNullable<TQuizScore['review']>;

/**
 * Each question as this play showed it, with the player's answer. While the prize can still be
 * won the right answers stay hidden, and so does whether each answer was right: either would let
 * a player hand the answers to a second account.
 */
function Review({ score, review }: { score: TQuizScore; review: Reviewed }) {
  const hidden = score.answersHidden;
  return (
    <section aria-labelledby="answers-title">
      <h2 id="answers-title" className="font-display text-xl font-semibold text-cocoa">
        {hidden ? m.quizzes_your_answers() : m.quizzes_the_answers()}
      </h2>
      {hidden && (
        <p className="mt-1 flex items-start gap-2 text-sm text-cocoa-soft">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.quizzes_answers_hidden()}
        </p>
      )}
      <ol className="mt-3 space-y-3">
        {review.map((q, i) => {
          const chosen = q.chosen === null ? m.quizzes_none_chosen() : q.options[q.chosen];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity; the list never reorders
              key={i}
              className="rounded-3xl border border-line bg-white p-5 shadow-soft"
            >
              <p className="flex items-start gap-2 font-semibold text-cocoa">
                {q.right === null ? (
                  <CircleDot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cocoa-soft" />
                ) : q.right ? (
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                ) : (
                  <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                )}
                <span>
                  {formatNumber(i + 1)}. {q.text}
                  {q.right !== null && (
                    <span className="sr-only">
                      {q.right ? m.quizzes_right_mark() : m.quizzes_wrong_mark()}
                    </span>
                  )}
                </span>
              </p>
              {q.answer !== null && (
                <p className="mt-2 pl-7 text-sm text-cocoa">
                  {m.quizzes_right_answer()} <strong>{q.options[q.answer]}</strong>
                </p>
              )}
              {q.right !== true && (
                <p className={`pl-7 text-sm ${hidden ? 'mt-2 text-cocoa' : 'text-cocoa-soft'}`}>
                  {m.quizzes_your_answer()} {hidden ? <strong>{chosen}</strong> : chosen}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
