import { formatNumber, type TQuizPlay, type TQuizScore, type TQuizSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { ProblemCard } from '~/components/layout/problem-card';
import { PrizeBadge, QuizFacts } from './quiz-bits';
import { type AskedResult, type QuizPersonal, readResult } from './quiz-personal';
import { QuizPlayer } from './quiz-play';
import { QuizResult } from './quiz-result';
import { QuizStart } from './quiz-start';

export type QuizData =
  /** `personal`: the reader's side, read in the browser (undefined until then, null for a visitor). */
  | { status: 'ready'; quiz: TQuizSummary; personal?: QuizPersonal | null }
  | { status: 'error'; slug: string; detail: string | null; code: number };

type Stage =
  | { is: 'intro' }
  | { is: 'playing'; play: TQuizPlay }
  | { is: 'result'; score: TQuizScore }
  | { is: 'loading-result' }
  | { is: 'result-failed'; message: string };

/** /quiz/:slug: the intro (server-rendered), then the play and the result in the browser. */
export function QuizPage(props: QuizData) {
  if (props.status === 'error') return <QuizMissing {...props} />;
  return <Quiz quiz={props.quiz} personal={props.personal} />;
}

const stageOf = (result: AskedResult): Stage =>
  'score' in result ? { is: 'result', score: result.score } : { is: 'result-failed', message: result.failed };

/**
 * Where the page stands before the reader does anything: a finished play keeps its result in the
 * address (?result=id), so a reload shows it again once the route's clientLoader has read it.
 */
function stageFromAddress(resultId: number | null, personal: QuizPersonal | null | undefined): Stage {
  if (!resultId || personal === null) return { is: 'intro' };
  if (personal === undefined) return { is: 'loading-result' };
  return personal.result?.id === resultId ? stageOf(personal.result) : { is: 'intro' };
}

function Quiz({ quiz, personal }: { quiz: TQuizSummary; personal: QuizPersonal | null | undefined }) {
  const [params, setParams] = useSearchParams();
  const resultId = Number(params.get('result')) || null;
  // What the reader did on this page (started, finished, asked for a result); until then, the address.
  const [chosen, setChosen] = useState<Stage | null>(null);
  const stage = chosen ?? stageFromAddress(resultId, personal);

  function started(play: TQuizPlay) {
    setChosen({ is: 'playing', play });
    window.scrollTo({ top: 0 });
  }

  async function showResult(playId: number) {
    setParams({ result: String(playId) }, { replace: true });
    setChosen({ is: 'loading-result' });
    setChosen(stageOf(await readResult(playId)));
  }

  function retry() {
    setChosen({ is: 'intro' });
    setParams({}, { replace: true });
  }

  function finished(score: TQuizScore) {
    setChosen({ is: 'result', score });
    setParams({ result: String(score.playId) }, { replace: true, preventScrollReset: false });
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/quiz" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.quizzes_all()}
      </Link>
      {stage.is === 'playing' ? (
        <QuizPlayer play={stage.play} onDone={finished} />
      ) : stage.is === 'result' ? (
        <QuizResult score={stage.score} />
      ) : stage.is === 'loading-result' ? (
        <p role="status" className="mt-6 text-cocoa-soft">
          {m.quizzes_loading_result()}
        </p>
      ) : stage.is === 'result-failed' ? (
        <div className="mt-6">
          <LoadFailed message={stage.message} onRetry={retry} />
        </div>
      ) : (
        <section className={`${ui.card} mt-4`} aria-labelledby="quiz-title">
          <PrizeBadge prize={quiz.prize} />
          <h1 id="quiz-title" className="mt-3 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
            {quiz.title}
          </h1>
          <p className="mt-1 text-sm text-cocoa-soft">{m.quizzes_by({ name: quiz.author.name })}</p>
          {quiz.description && (
            <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-cocoa">
              {quiz.description}
            </p>
          )}
          <div className="mt-4">
            <QuizFacts quiz={quiz} />
          </div>
          <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-cocoa-soft">
            <li>{m.quizzes_rule_once()}</li>
            {quiz.poolSize > quiz.questionCount && (
              <li>
                {m.quizzes_rule_draw({
                  count: formatNumber(quiz.questionCount),
                  pool: formatNumber(quiz.poolSize),
                })}
              </li>
            )}
            {quiz.timeLimitSeconds && <li>{m.quizzes_rule_clock()}</li>}
            {quiz.prize && <li>{m.quizzes_rule_prize()}</li>}
          </ul>
          <div className="mt-6">
            <QuizStart
              quiz={quiz}
              mine={personal === null ? null : personal?.mine}
              onStarted={started}
              onResult={(id) => void showResult(id)}
            />
          </div>
        </section>
      )}
    </div>
  );
}

function QuizMissing(props: { slug: string; detail: string | null; code: number }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <ProblemCard
        as="h1"
        className=""
        title={props.code === 404 ? m.quizzes_not_here() : m.quizzes_could_not_load()}
        detail={props.code === 404 ? m.quizzes_taken_down() : props.detail}
        action={
          props.code === 404
            ? { to: '/quiz', label: m.quizzes_see_all() }
            : { to: `/quiz/${props.slug}`, label: m.quizzes_try_again(), reloadDocument: true }
        }
      />
    </div>
  );
}
