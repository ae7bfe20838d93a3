import {
  formatNumber,
  PRIZE_REQUEST_LABEL,
  STAFF_QUIZ_FILTERS,
  type TStaffQuiz,
  type TStaffQuizFilter,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { ui } from '~/components/form';
import { MessageCircleQuestion } from '~/components/icon';
import { fetchStaffQuizzes } from '~/features/quizzes';
import { ListSearch, pageFromSearch, RecordList, RecordRow } from '~/features/staff-shell';

const LABEL: Record<TStaffQuizFilter, string> = {
  awaiting: m.quizzes_staff_filter_awaiting(),
  approved: m.quizzes_staff_filter_approved(),
  all: m.quizzes_staff_filter_all(),
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

/** The filter and words of the address. */
function filtersOf(params: URLSearchParams) {
  const raw = params.get('filter') ?? '';
  const filter = (STAFF_QUIZ_FILTERS as readonly string[]).includes(raw)
    ? (raw as TStaffQuizFilter)
    : 'awaiting';
  return { filter, q: (params.get('q') ?? '').trim() };
}

/** The page of quizzes the address asks for: what the quizzes route's clientLoader gives. */
export async function loadStaffQuizzes(params: URLSearchParams, signal: AbortSignal) {
  const { filter, q } = filtersOf(params);
  const r = await fetchStaffQuizzes(
    { filter, q: q || undefined, page: pageFromSearch(params.get('page')) },
    signal,
  );
  return { quizzes: r.data.quizzes, pagination: r.meta?.pagination };
}

/** /dashboard/quizzes: admins decide prize requests and look after quizzes. */
export function DashboardQuizzesPage({ quizzes, pagination }: Awaited<ReturnType<typeof loadStaffQuizzes>>) {
  const [params] = useSearchParams();
  const { filter, q } = filtersOf(params);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.quizzes_staff_title()}</h1>
        <p className={ui.lead}>{m.quizzes_staff_lead()}</p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label={m.quizzes_staff_filter_label()}
          pills={STAFF_QUIZ_FILTERS.map((f) => ({
            label: LABEL[f],
            href: quizzesHref(f, q),
            active: f === filter,
          }))}
        />
        <ListSearch
          id="quiz-search"
          label={m.quizzes_staff_search_label()}
          placeholder={m.quizzes_staff_search_placeholder()}
          q={q}
          keep={{ filter: filter === 'awaiting' ? null : filter }}
        />
      </div>
      <div className="mt-6">
        <RecordList
          items={quizzes}
          pagination={pagination}
          hrefFor={(p) => quizzesHref(filter, q, p)}
          empty={{
            icon: MessageCircleQuestion,
            title: m.quizzes_staff_none(),
            text: filter === 'awaiting' ? m.quizzes_staff_none_awaiting() : m.quizzes_staff_none_match(),
          }}
        >
          {(quiz) => (
            <RecordRow
              to={`/dashboard/quizzes/${quiz.id}`}
              title={quiz.title}
              badges={<QuizBadges quiz={quiz} />}
              facts={m.quizzes_staff_facts({
                name: quiz.owner.name,
                email: quiz.owner.email,
                questions: formatNumber(quiz.questionCount),
                plays: formatNumber(quiz.plays),
              })}
            />
          )}
        </RecordList>
      </div>
    </div>
  );
}

function QuizBadges({ quiz: q }: { quiz: TStaffQuiz }) {
  return (
    <>
      <span className="rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold text-cocoa">
        {PRIZE_REQUEST_LABEL[q.prizeState]}
      </span>
      {q.hiddenByStaff && (
        <span className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
          {m.quizzes_staff_hidden()}
        </span>
      )}
    </>
  );
}
