import { formatNumber, PRIZE_REQUEST_LABEL, type TStaffQuiz } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { ui } from '~/components/form';
import { Check } from '~/components/icon';
import { fetchPrizeChoices, fetchStaffQuiz } from '~/features/quizzes';
import { Fact, RecordFacts, StaffRecordLoading, StaffRecordPage } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { foundOrNull } from '~/lib/route-data';
import { type PrizeChoices, QuizHidePanel, QuizPrizePanel } from './quiz-review-panels';

/**
 * The quiz (null when there is none) and the prizes it may get: what the quiz review route's
 * clientLoader gives. The prizes failing to load does not stop the review: the prize field says why.
 */
export async function loadStaffQuiz(id: number, signal: AbortSignal) {
  const [quiz, prizes] = await Promise.all([
    foundOrNull(fetchStaffQuiz(id, signal)),
    fetchPrizeChoices(signal).then(
      (list): PrizeChoices => ({ list, error: null }),
      (e): PrizeChoices => ({ list: [], error: errorMessage(e) }),
    ),
  ]);
  return { quiz, prizes };
}

const BACK = { back: '/dashboard/quizzes', backLabel: m.quizzes_all() };

/** The quiz review page's HydrateFallback. */
export const QuizReviewLoading = () => <StaffRecordLoading {...BACK} label={m.quizzes_staff_loading()} />;

/** /dashboard/quizzes/:id: the quiz with its answers, the prize decision and hiding it. */
export function DashboardQuizPage({ quiz, prizes }: Awaited<ReturnType<typeof loadStaffQuiz>>) {
  return (
    <StaffRecordPage {...BACK} missing={m.quizzes_staff_not_found()} record={quiz}>
      {(q) => <Review quiz={q} prizes={prizes} />}
    </StaffRecordPage>
  );
}

function prizeLine(q: TStaffQuiz) {
  const label = PRIZE_REQUEST_LABEL[q.prizeState];
  if (q.prize)
    return m.quizzes_staff_prize_left({ label, prize: q.prize.title, left: formatNumber(q.prizeStock ?? 0) });
  // Approved, but its players have seen the answers: the prize can never run again.
  if (q.prizeState === 'approved' && q.answersShownAt) return m.quizzes_staff_prize_over({ label });
  return label;
}

function Review({ quiz: q, prizes }: { quiz: TStaffQuiz; prizes: PrizeChoices }) {
  const rows: [string, string][] = [
    [m.quizzes_staff_author(), `${q.owner.name} (${q.owner.email})`],
    [m.quizzes_staff_address(), `/quiz/${q.slug}`],
    [
      m.quizzes_staff_time_limit(),
      q.timeLimitSeconds
        ? m.quizzes_staff_seconds({ count: formatNumber(q.timeLimitSeconds) })
        : m.quizzes_staff_none_value(),
    ],
    [
      m.quizzes_staff_per_play(),
      q.questionsPerPlay
        ? m.quizzes_staff_drawn({ count: formatNumber(q.questionCount), pool: formatNumber(q.poolSize) })
        : m.quizzes_staff_all_pool({ pool: formatNumber(q.poolSize) }),
    ],
    [m.quizzes_staff_plays(), formatNumber(q.plays)],
    [m.quizzes_staff_prize(), prizeLine(q)],
    [
      m.quizzes_staff_shown(),
      q.hiddenByStaff
        ? m.quizzes_staff_hidden_by_staff()
        : q.isPublished
          ? m.quizzes_state_published()
          : m.quizzes_staff_unpublished_by_author(),
    ],
  ];
  return (
    <>
      <h1 className={`${ui.heading} mt-4`}>{q.title}</h1>
      <section className={`${ui.card} mt-6`} aria-label={m.quizzes_staff_details()}>
        <RecordFacts rows={rows} narrow>
          {q.description && (
            <Fact label={m.quizzes_staff_description()} long>
              {q.description}
            </Fact>
          )}
        </RecordFacts>
        {q.staffNote && (
          <p className="mt-4 text-sm text-cocoa-soft">{m.quizzes_staff_staff_note({ note: q.staffNote })}</p>
        )}
      </section>
      <QuizPrizePanel quiz={q} prizes={prizes} />
      <QuizHidePanel quiz={q} />
      <section className={`${ui.card} mt-6`} aria-labelledby="questions-title">
        <h2 id="questions-title" className="font-display text-xl font-semibold text-cocoa">
          {m.quizzes_staff_questions()}
        </h2>
        <ol className="mt-4 space-y-4">
          {q.questions.map((question, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity; the list never reorders
            <li key={i}>
              <p className="font-semibold text-cocoa">
                {formatNumber(i + 1)}. {question.text}
              </p>
              <ul className="mt-1 space-y-0.5 pl-5 text-sm">
                {question.options.map((o, n) => (
                  <li key={o} className={n === question.answer ? 'font-semibold text-success' : 'text-cocoa'}>
                    {n === question.answer && <Check aria-hidden="true" className="mr-1 inline size-4" />}
                    {o}
                    {n === question.answer && (
                      <span className="sr-only">{m.quizzes_staff_right_answer()}</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
