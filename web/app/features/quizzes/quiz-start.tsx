import { formatDate, type TQuizPlay, type TQuizSummary } from '@upahar/contract';
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
        Checking your account…
      </p>
    );
  if (!session.isLoggedIn)
    return (
      <div className="rounded-2xl bg-cream p-4">
        <p className="text-cocoa">Sign in to play: your score and any prize are kept in your account.</p>
        <Link to={loginUrlFor(`/quiz/${quiz.slug}`)} className={buttonClass('primary', 'mt-3')}>
          <LogIn aria-hidden="true" className="size-4" /> Sign in to play
        </Link>
      </div>
    );
  if (own)
    return (
      <div className="rounded-2xl bg-cream p-4">
        <p className="text-cocoa">This is your quiz, so you know the answers. Share it with friends!</p>
        <Link to={`/profile/quizzes/stats/${quiz.slug}`} className={buttonClass('secondary', 'mt-3')}>
          See how players do
        </Link>
      </div>
    );
  if (mine === undefined)
    return (
      <p role="status" className="text-cocoa-soft">
        Checking whether you have played…
      </p>
    );
  const play = mine === 'error' ? null : mine;
  if (play?.submitted)
    return (
      <div className="rounded-2xl bg-cream p-4" data-testid="earlier-play">
        <p className="flex items-start gap-2 text-cocoa">
          <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
          <span>
            You played this quiz on {formatDate(play.submittedAt ?? play.startedAt, 'day')} and scored{' '}
            <strong>
              {play.score} / {play.total}
            </strong>
            {play.prize ? `, winning ${play.prize}.` : '.'} Each quiz can be played once.
          </span>
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-3')}
          onClick={() => onResult(play.playId)}
        >
          See your result
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
      {mine === 'error' && (
        <p className="mb-3 text-sm text-cocoa-soft">Your earlier plays could not be checked just now.</p>
      )}
      <SubmitButton type="button" busy={busy} busyLabel="Starting…" onClick={() => void start()}>
        <Play aria-hidden="true" className="size-4" /> {play ? 'Resume the quiz' : 'Start the quiz'}
      </SubmitButton>
    </>
  );
}
