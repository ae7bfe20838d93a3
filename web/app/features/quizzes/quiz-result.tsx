import { formatPrice, type TQuizScore } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Check, Gift, Trophy, X } from '~/components/icon';

/** After submitting: the score, the rank, any prize, and each question with the right answer. */
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
          {score.timedOut ? 'Time ran out' : perfect ? 'Perfect score!' : 'Your score'}
        </h1>
        <p className="mt-3 font-display text-5xl font-semibold text-cocoa" data-testid="quiz-score">
          {score.score} / {score.total}
        </p>
        {score.rank !== null && (
          <p className="mt-2 text-cocoa-soft">
            Rank {score.rank} of {score.players} {score.players === 1 ? 'player' : 'players'}
          </p>
        )}
        {score.timedOut && (
          <p className="mt-2 text-cocoa-soft">
            Your answers reached us after the time limit, so none of them could count.
          </p>
        )}
        {score.prize && (
          <div className="mx-auto mt-5 max-w-md rounded-2xl bg-success-soft p-4 text-left text-success">
            <p className="flex items-center gap-2 font-semibold">
              <Gift aria-hidden="true" className="size-5" /> You won: {score.prize.title}
            </p>
            <p className="mt-1 text-sm text-cocoa">
              {score.prize.credit !== null
                ? `${formatPrice(score.prize.credit)} is in your wallet now; checkout spends it.`
                : `Your code ${score.prize.code} is ready to use.`}{' '}
              <Link to="/profile/prizes" className={ui.link}>
                See your prizes
              </Link>
            </p>
          </div>
        )}
        {score.prizeNote && <p className="mt-4 text-cocoa-soft">{score.prizeNote}</p>}
        <Link to="/quiz" className={buttonClass('secondary', 'mt-6')}>
          More quizzes
        </Link>
      </section>
      {score.review && (
        <section aria-labelledby="answers-title">
          <h2 id="answers-title" className="font-display text-xl font-semibold text-cocoa">
            The answers
          </h2>
          <ol className="mt-3 space-y-3">
            {score.review.map((q, i) => {
              const right = q.chosen === q.answer && !score.timedOut;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity; the list never reorders
                  key={i}
                  className="rounded-3xl border border-line bg-white p-5 shadow-soft"
                >
                  <p className="flex items-start gap-2 font-semibold text-cocoa">
                    {right ? (
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                    ) : (
                      <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                    )}
                    <span>
                      {i + 1}. {q.text}
                      <span className="sr-only">{right ? ' (right)' : ' (wrong)'}</span>
                    </span>
                  </p>
                  <p className="mt-2 pl-7 text-sm text-cocoa">
                    Right answer: <strong>{q.options[q.answer]}</strong>
                  </p>
                  {!right && (
                    <p className="pl-7 text-sm text-cocoa-soft">
                      Your answer: {q.chosen === null ? 'none' : q.options[q.chosen]}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
