import { formatDate, formatNumber, type TQuizPlay, type TQuizSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, SubmitButton } from '~/components/form';
import { LogIn, Play, Trophy } from '~/components/icon';
import { loginUrlFor, useSession } from '~/features/session';
import { ApiError, errorMessage } from '~/lib/api';
import type { QuizPersonal } from './quiz-personal';
import { fetchMyPlays, sendStart } from './quizzes-api';

type Props = {
  quiz: TQuizSummary;
  /** The reader's play, read by the route's clientLoader: undefined until then. */
  mine: QuizPersonal['mine'] | undefined;
  onStarted: (play: TQuizPlay) => void;
  onResult: (playId: number) => void;
};

/**
 * The intro's call to action: sign in, the owner's note, the player's earlier result (each quiz
 * is played once), resuming a play, or starting one.
 */
export function QuizStart({ quiz, mine, onStarted, onResult }: Props) {
  const session = useSession();
  const own = session.user?.username === quiz.author.username;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setProblem(null);
    try {
      onStarted(await sendStart(quiz.slug));
    } catch (e) {
      // Played already (in another tab or on another device): lead to that result, not a dead end.
      const done =
        e instanceof ApiError && e.status === 409
          ? (await fetchMyPlays(quiz.slug).catch(() => [])).find((p) => p.submitted)
          : undefined;
      if (done) onResult(done.playId);
      else setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (session.status === 'checking')
    return (
      <p role="status" className="text-cocoa-soft">
        {m.quizzes_checking_account()}
      </p>
    );
  if (!session.isLoggedIn)
    return (
      <div className="rounded-2xl bg-cream p-4">
        <p className="text-cocoa">{m.quizzes_sign_in_lead()}</p>
        <Link to={loginUrlFor(`/quiz/${quiz.slug}`)} className={buttonClass('primary', 'mt-3')}>
          <LogIn aria-hidden="true" className="size-4" /> {m.quizzes_sign_in()}
        </Link>
      </div>
    );
  if (own)
    return (
      <div className="rounded-2xl bg-cream p-4">
        <p className="text-cocoa">{m.quizzes_own()}</p>
        <Link to={`/profile/quizzes/stats/${quiz.slug}`} className={buttonClass('secondary', 'mt-3')}>
          {m.quizzes_see_players()}
        </Link>
      </div>
    );
  if (mine === undefined)
    return (
      <p role="status" className="text-cocoa-soft">
        {m.quizzes_checking_played()}
      </p>
    );
  const play = mine === 'error' ? null : mine;
  if (play?.submitted)
    return (
      <div className="rounded-2xl bg-cream p-4" data-testid="earlier-play">
        <p className="flex items-start gap-2 text-cocoa">
          <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
          <span>
            {m.quizzes_played_on({ date: formatDate(play.submittedAt ?? play.startedAt, 'day') })}{' '}
            <strong>
              {formatNumber(play.score)} / {formatNumber(play.total)}
            </strong>
            {play.prize ? m.quizzes_winning({ prize: play.prize }) : '.'}
            {m.quizzes_played_once()}
          </span>
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-3')}
          onClick={() => onResult(play.playId)}
        >
          {m.quizzes_see_result()}
        </button>
      </div>
    );
  return (
    <>
      {problem && (
        <div className="mb-4">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      {mine === 'error' && <p className="mb-3 text-sm text-cocoa-soft">{m.quizzes_plays_unchecked()}</p>}
      <SubmitButton type="button" busy={busy} busyLabel={m.quizzes_starting()} onClick={() => void start()}>
        <Play aria-hidden="true" className="size-4" /> {play ? m.quizzes_resume() : m.quizzes_start()}
      </SubmitButton>
    </>
  );
}
