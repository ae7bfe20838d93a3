import { PRIZE_REQUEST_LABEL, type TStaffQuiz } from '@upahar/contract';
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

const BACK = { back: '/dashboard/quizzes', backLabel: 'All quizzes' };

/** The quiz review page's HydrateFallback. */
export const QuizReviewLoading = () => <StaffRecordLoading {...BACK} label="Loading the quiz…" />;

/** /dashboard/quizzes/:id: the quiz with its answers, the prize decision and hiding it. */
export function DashboardQuizPage({ quiz, prizes }: Awaited<ReturnType<typeof loadStaffQuiz>>) {
  return (
    <StaffRecordPage {...BACK} missing="This quiz was not found." record={quiz}>
      {(q) => <Review quiz={q} prizes={prizes} />}
    </StaffRecordPage>
  );
}

function prizeLine(q: TStaffQuiz) {
  const label = PRIZE_REQUEST_LABEL[q.prizeState];
  if (q.prize) return `${label} · ${q.prize.title}, ${q.prizeStock} left`;
  // Approved, but its players have seen the answers: the prize can never run again.
  if (q.prizeState === 'approved' && q.answersShownAt) return `${label} · over, right answers shown`;
  return label;
}

function Review({ quiz: q, prizes }: { quiz: TStaffQuiz; prizes: PrizeChoices }) {
  const rows: [string, string][] = [
    ['Author', `${q.owner.name} (${q.owner.email})`],
    ['Address', `/quiz/${q.slug}`],
    ['Time limit', q.timeLimitSeconds ? `${q.timeLimitSeconds} seconds` : 'None'],
    [
      'Questions per play',
      q.questionsPerPlay ? `${q.questionCount} of ${q.poolSize}, drawn per play` : `All ${q.poolSize}`,
    ],
    ['Plays', String(q.plays)],
    ['Prize', prizeLine(q)],
    [
      'Shown',
      q.hiddenByStaff ? 'Hidden by staff' : q.isPublished ? 'Published' : 'Unpublished by its author',
    ],
  ];
  return (
    <>
      <h1 className={`${ui.heading} mt-4`}>{q.title}</h1>
      <section className={`${ui.card} mt-6`} aria-label="Quiz details">
        <RecordFacts rows={rows} narrow>
          {q.description && (
            <Fact label="Description" long>
              {q.description}
            </Fact>
          )}
        </RecordFacts>
        {q.staffNote && <p className="mt-4 text-sm text-cocoa-soft">Staff note: {q.staffNote}</p>}
      </section>
      <QuizPrizePanel quiz={q} prizes={prizes} />
      <QuizHidePanel quiz={q} />
      <section className={`${ui.card} mt-6`} aria-labelledby="questions-title">
        <h2 id="questions-title" className="font-display text-xl font-semibold text-cocoa">
          Questions
        </h2>
        <ol className="mt-4 space-y-4">
          {q.questions.map((question, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity; the list never reorders
            <li key={i}>
              <p className="font-semibold text-cocoa">
                {i + 1}. {question.text}
              </p>
              <ul className="mt-1 space-y-0.5 pl-5 text-sm">
                {question.options.map((o, n) => (
                  <li key={o} className={n === question.answer ? 'font-semibold text-success' : 'text-cocoa'}>
                    {n === question.answer && <Check aria-hidden="true" className="mr-1 inline size-4" />}
                    {o}
                    {n === question.answer && <span className="sr-only"> (right answer)</span>}
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
