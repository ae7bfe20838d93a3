import { formatNumber, PRIZE_REQUEST_LABEL, type TMyQuiz } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Eye, EyeOff, MessageCircleQuestion, Pencil, Plus, Trophy } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { MyPlays, MyPlaysLoading } from './my-plays';
import { QuizFacts } from './quiz-bits';
import { type fetchMyPlays, sendQuizUpdate } from './quizzes-api';

type Props = { quizzes: TMyQuiz[]; plays: Awaited<ReturnType<typeof fetchMyPlays>> };

/** /profile/quizzes: the quizzes I wrote, with where each stands and what I can do with it. */
export function MyQuizzesPage({ quizzes, plays }: Props) {
  return (
    <MyQuizzesFrame plays={<MyPlays plays={plays} />}>
      {quizzes.length === 0 && (
        <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <MessageCircleQuestion aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">{m.quizzes_my_none()}</h2>
          <p className="mt-2 max-w-sm text-cocoa-soft">{m.quizzes_my_none_lead()}</p>
          <Link to="/profile/quizzes/addnew" className={buttonClass('primary', 'mt-6')}>
            {m.quizzes_write()}
          </Link>
        </div>
      )}
      {quizzes.length > 0 && (
        <ul className="space-y-3">
          {quizzes.map((q) => (
            <li key={q.id}>
              <QuizRow quiz={q} />
            </li>
          ))}
        </ul>
      )}
    </MyQuizzesFrame>
  );
}

/** What the page shows while the shopper's quizzes and plays are on their way. */
export function MyQuizzesLoading() {
  return (
    <MyQuizzesFrame plays={<MyPlaysLoading />}>
      <LoadingLine>{m.quizzes_loading_mine()}</LoadingLine>
    </MyQuizzesFrame>
  );
}

function MyQuizzesFrame({ children, plays }: { children: ReactNode; plays: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.quizzes_my_title()}</h1>
          <p className={ui.lead}>{m.quizzes_my_lead()}</p>
        </div>
        <Link to="/profile/quizzes/addnew" className={buttonClass('primary', '', 'sm')}>
          <Plus aria-hidden="true" className="size-4" /> {m.quizzes_write()}
        </Link>
      </header>
      <div className="mt-6 space-y-4">{children}</div>
      {plays}
    </div>
  );
}

function QuizRow({ quiz: q }: { quiz: TMyQuiz }) {
  const [busy, setBusy] = useState(false);
  // The list is loaded again after a change, so it shows what the server holds.
  const { revalidate } = useRevalidator();
  async function togglePublished() {
    setBusy(true);
    try {
      const res = await sendQuizUpdate({ id: q.id, isPublished: !q.isPublished });
      await revalidate();
      toast.success(res.data.isPublished ? m.quizzes_published_toast() : m.quizzes_unpublished_toast());
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  const state = q.hiddenByStaff
    ? m.quizzes_state_hidden()
    : q.isPublished
      ? m.quizzes_state_published()
      : m.quizzes_state_unpublished();
  return (
    <article className="rounded-3xl border border-line bg-white p-5 shadow-soft">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-display text-lg font-semibold text-cocoa">
          {q.isPublished && !q.hiddenByStaff ? (
            <Link to={`/quiz/${q.slug}`} className="hover:text-berry">
              {q.title}
            </Link>
          ) : (
            q.title
          )}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            q.hiddenByStaff
              ? 'bg-danger-soft text-danger'
              : q.isPublished
                ? 'bg-success-soft text-success'
                : 'bg-cream-deep text-cocoa'
          }`}
        >
          {state}
        </span>
      </div>
      <div className="mt-2">
        <QuizFacts quiz={q} />
      </div>
      {q.prizeState !== 'none' && (
        <p className="mt-2 text-sm text-cocoa-soft">
          {PRIZE_REQUEST_LABEL[q.prizeState]}
          {q.prize
            ? m.quizzes_prize_title_left({ prize: q.prize.title, left: formatNumber(q.prize.left) })
            : ''}
        </p>
      )}
      {q.staffNote && (
        <p className="mt-1 text-sm text-cocoa-soft">{m.quizzes_staff_note({ note: q.staffNote })}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/profile/quizzes/stats/${q.slug}`} className={buttonClass('secondary', '', 'sm')}>
          <Trophy aria-hidden="true" className="size-4" /> {m.quizzes_stats()}
        </Link>
        {q.editable && (
          <Link to={`/profile/quizzes/${q.slug}`} className={buttonClass('secondary', '', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" /> {m.quizzes_edit()}
          </Link>
        )}
        <button
          type="button"
          disabled={busy}
          className={buttonClass('quiet', '', 'sm')}
          onClick={() => void togglePublished()}
        >
          {q.isPublished ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {q.isPublished ? m.quizzes_unpublish() : m.quizzes_publish()}
        </button>
      </div>
    </article>
  );
}
