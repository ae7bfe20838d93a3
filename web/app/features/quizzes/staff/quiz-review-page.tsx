import { PRIZE_REQUEST_LABEL, type TStaffQuiz } from '@upahar/contract';
import { useCallback } from 'react';
import { ui } from '~/components/form';
import { Check } from '~/components/icon';
import { fetchStaffQuiz } from '~/features/quizzes';
import { StaffRecordPage, useStaffLoad } from '~/features/staff-shell';
import { QuizHidePanel, QuizPrizePanel } from './quiz-review-panels';

/** /dashboard/quizzes/:id: the quiz with its answers, the prize decision and hiding it. */
export function DashboardQuizPage({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchStaffQuiz(id, signal), [id]);
  const { state, reload, set } = useStaffLoad(load, true);

  return (
    <StaffRecordPage
      back="/dashboard/quizzes"
      backLabel="All quizzes"
      loading="Loading the quiz…"
      missing="This quiz was not found."
      state={state}
      reload={reload}
    >
      {(q) => <Review quiz={q} onChange={set} />}
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

function Review({ quiz: q, onChange }: { quiz: TStaffQuiz; onChange: (q: TStaffQuiz) => void }) {
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
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[9rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-cocoa-soft sm:pt-0.5">{label}</dt>
              <dd className="break-words text-cocoa">{value}</dd>
            </div>
          ))}
          {q.description && (
            <div className="contents">
              <dt className="text-sm text-cocoa-soft sm:pt-0.5">Description</dt>
              <dd className="break-words whitespace-pre-line text-cocoa">{q.description}</dd>
            </div>
          )}
        </dl>
        {q.staffNote && <p className="mt-4 text-sm text-cocoa-soft">Staff note: {q.staffNote}</p>}
      </section>
      <QuizPrizePanel quiz={q} onChange={onChange} />
      <QuizHidePanel quiz={q} onChange={onChange} />
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
