import {
  PRIZE_REQUEST_LABEL,
  STAFF_QUIZ_FILTERS,
  type TStaffQuiz,
  type TStaffQuizFilter,
} from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { LoadFailed, ui } from '~/components/form';
import { ChevronRight, MessageCircleQuestion } from '~/components/icon';
import { fetchStaffQuizzes } from '~/features/quizzes';
import { ForbiddenScreen, ListSearch, Pager, pageFromSearch, useStaffLoad } from '~/features/staff-shell';

const LABEL: Record<TStaffQuizFilter, string> = {
  awaiting: 'Awaiting prize approval',
  approved: 'Prize approved',
  all: 'All',
};

// The default filter (awaiting) stays out of the address.
function quizzesHref(filter: TStaffQuizFilter, q: string, page = 1) {
  const params = new URLSearchParams();
  if (filter !== 'awaiting') params.set('filter', filter);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/quizzes?${s}` : '/dashboard/quizzes';
}

/** /dashboard/quizzes: admins decide prize requests and look after quizzes. */
export function DashboardQuizzesPage() {
  const [params] = useSearchParams();
  const raw = params.get('filter') ?? '';
  const filter = (STAFF_QUIZ_FILTERS as readonly string[]).includes(raw)
    ? (raw as TStaffQuizFilter)
    : 'awaiting';
  const q = (params.get('q') ?? '').trim();
  const page = pageFromSearch(params.get('page'));
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchStaffQuizzes({ filter, q: q || undefined, page }, signal).then((r) => ({
        quizzes: r.data.quizzes,
        pagination: r.meta?.pagination,
      })),
    [filter, q, page],
  );
  const { state, reload } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Quizzes</h1>
        <p className={ui.lead}>Approve prizes creators ask for, and hide quizzes that break the rules.</p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label="Filter quizzes"
          pills={STAFF_QUIZ_FILTERS.map((f) => ({
            label: LABEL[f],
            href: quizzesHref(f, q),
            active: f === filter,
          }))}
        />
        <ListSearch
          id="quiz-search"
          label="Search quizzes by title, address or author"
          placeholder="Title, address or author"
          q={q}
          keep={{ filter: filter === 'awaiting' ? null : filter }}
        />
      </div>
      <div className="mt-6">
        {state.status === 'loading' && (
          <p role="status" className="text-cocoa-soft">
            Loading quizzes…
          </p>
        )}
        {(state.status === 'error' || state.status === 'missing') && (
          <LoadFailed message={state.status === 'error' ? state.message : 'Not found'} onRetry={reload} />
        )}
        {state.status === 'ready' && state.data.quizzes.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <MessageCircleQuestion aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">No quizzes here</h2>
            <p className="mt-2 text-cocoa-soft">
              {filter === 'awaiting'
                ? 'No prize requests wait for a decision.'
                : 'Nothing matches this list.'}
            </p>
          </div>
        )}
        {state.status === 'ready' && state.data.quizzes.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.quizzes.map((quiz) => (
                <li key={quiz.id}>
                  <QuizRow quiz={quiz} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => quizzesHref(filter, q, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function QuizRow({ quiz: q }: { quiz: TStaffQuiz }) {
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-lg font-semibold text-cocoa">
            <Link
              to={`/dashboard/quizzes/${q.id}`}
              className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
            >
              {q.title}
            </Link>
          </h2>
          <span className="rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold text-cocoa">
            {PRIZE_REQUEST_LABEL[q.prizeState]}
          </span>
          {q.hiddenByStaff && (
            <span className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
              Hidden
            </span>
          )}
        </div>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          {q.owner.name} · {q.owner.email} · {q.questionCount} questions · {q.plays} plays
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
