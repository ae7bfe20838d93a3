import type { TPagination, TQuizSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { MessageCircleQuestion, Plus } from '~/components/icon';
import { ProblemCard } from '~/components/layout/problem-card';
import { Pager } from '~/features/orders';
import { PrizeBadge, QuizFacts } from './quiz-bits';

const pageHref = (page: number) => (page > 1 ? `/quiz?page=${page}` : '/quiz');

export type QuizzesData =
  | { status: 'ready'; quizzes: TQuizSummary[]; pagination?: TPagination }
  | { status: 'error'; detail: string | null };

/** /quiz: published quizzes, newest first, server-rendered. */
export function QuizzesPage(props: QuizzesData) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-berry uppercase">{m.quizzes_eyebrow()}</p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
            {m.quizzes_heading()}
          </h1>
          <p className="mt-2 text-base leading-relaxed text-cocoa-soft">{m.quizzes_lead()}</p>
        </div>
        <Link to="/profile/quizzes/addnew" className={buttonClass('secondary', 'self-start sm:self-auto')}>
          <Plus aria-hidden="true" className="size-4" /> {m.quizzes_write()}
        </Link>
      </header>
      {props.status === 'error' ? (
        <ProblemCard
          title={m.quizzes_load_failed()}
          detail={props.detail}
          action={{ to: '/quiz', label: m.quizzes_try_again(), reloadDocument: true }}
        />
      ) : props.quizzes.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <MessageCircleQuestion aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">{m.quizzes_none()}</h2>
          <p className="mt-2 max-w-md text-cocoa-soft">{m.quizzes_none_lead()}</p>
          <Link to="/profile/quizzes/addnew" className={buttonClass('primary', 'mt-6')}>
            {m.quizzes_write()}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {props.quizzes.map((q) => (
              <li key={q.id}>
                <QuizCard quiz={q} />
              </li>
            ))}
          </ul>
          {props.pagination && (
            <div className="mt-8">
              <Pager
                current={props.pagination.currentPage}
                total={props.pagination.totalPages}
                hrefFor={pageHref}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function QuizCard({ quiz }: { quiz: TQuizSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft transition-colors focus-within:border-berry hover:border-berry">
      <PrizeBadge prize={quiz.prize} />
      <h2 className="font-display text-xl font-semibold text-cocoa">
        <Link to={`/quiz/${quiz.slug}`} className="after:absolute after:inset-0 focus:outline-none">
          {quiz.title}
        </Link>
      </h2>
      <p className="text-sm text-cocoa-soft">{m.quizzes_by({ name: quiz.author.name })}</p>
      {quiz.description && <p className="line-clamp-3 text-sm text-cocoa">{quiz.description}</p>}
      <div className="mt-auto pt-2">
        <QuizFacts quiz={quiz} />
      </div>
    </article>
  );
}
