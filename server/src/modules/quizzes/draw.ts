import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type PlayDraw, quizzes, type StoredQuestion } from '../../db/schema/quizzes.ts';
import { prizes } from '../prizes/tables.ts';

// Each play draws its own questions: as many as the quiz asks per play, in a random order, each
// with its options shuffled. Two players then rarely share their questions, and "the second
// option" or "question 3" means nothing to pass on.

/** Fisher-Yates with the system's random source: a draw must not be guessable. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const places = (n: number) => Array.from({ length: n }, (_, i) => i);

export function drawPlay(questions: StoredQuestion[], perPlay: number | null): PlayDraw {
  const count = Math.min(perPlay ?? questions.length, questions.length);
  return shuffled(places(questions.length))
    .slice(0, count)
    .map((q) => ({ q, o: shuffled(places(questions[q].options.length)) }));
}

/** Whether a stored draw entry still points at a question and covers exactly its options. */
const fits = (questions: StoredQuestion[]) => (d: PlayDraw[number]) => {
  const question = questions[d.q];
  if (!question) return false;
  const n = question.options.length;
  return (
    d.o.length === n && new Set(d.o).size === n && d.o.every((o) => Number.isInteger(o) && o >= 0 && o < n)
  );
};

/**
 * A play's draw as it can be shown, scored and counted; plays from before draws had every
 * question in order, options unshuffled. Questions are frozen once a play exists, so a stored
 * draw always fits, except for a play drawn from an older copy of the quiz: the entries that no
 * longer fit are left out (and count as not right), the same way everywhere, so the answers
 * stay one per entry kept.
 */
export function drawOf(draw: PlayDraw | null, questions: StoredQuestion[]): PlayDraw {
  return (draw ?? questions.map((q, i) => ({ q: i, o: places(q.options.length) }))).filter(fits(questions));
}

/** How many questions the play drew: its total, whether or not each of them still fits. */
export const drawnCount = (draw: PlayDraw | null, questions: StoredQuestion[]) =>
  draw?.length ?? questions.length;

/** Questions as the play shows them, without their answers. */
export const shownQuestions = (draw: PlayDraw, questions: StoredQuestion[]) =>
  draw.map((d) => ({ text: questions[d.q].text, options: d.o.map((o) => questions[d.q].options[o]) }));

/**
 * The answers as sent (one per shown question, the option's place as shown) turned into the
 * quiz's own option places; anything out of range is no answer.
 */
export const toQuizAnswers = (draw: PlayDraw, sent: (number | null)[]) =>
  draw.map((d, i) => {
    const a = sent[i];
    return typeof a === 'number' && a < d.o.length ? d.o[a] : null;
  });

/** How many questions a play of this quiz answers. */
export const perPlayOf = (q: { questions: unknown[]; questionsPerPlay: number | null }) =>
  Math.min(q.questionsPerPlay ?? q.questions.length, q.questions.length);

type PrizeFields = {
  prizeState: string;
  prizeId: number | null;
  prizeStock: number;
  answersRevealedAt: Date | null;
};

/**
 * Whether the quiz's prize can still be won: approved, the prize still offered, some left, and
 * no player ever shown the right answers (those can be passed on, so the prize never restarts).
 * While it can, nobody is shown the right answers.
 */
export const prizeRunning = (q: PrizeFields, prizeActive: boolean | null) =>
  q.prizeState === 'approved' &&
  q.prizeId !== null &&
  prizeActive === true &&
  q.prizeStock > 0 &&
  q.answersRevealedAt === null;

/**
 * The same in SQL, for the conditional updates that must see the prize as it is at that moment.
 * A prize quiz with its answers shown, or without a prize, is never running.
 */
export const prizeRunningSql = sql`(${quizzes.prizeState} = 'approved' and ${quizzes.prizeStock} > 0
  and ${quizzes.answersRevealedAt} is null
  and exists (select 1 from ${prizes} where ${prizes.id} = ${quizzes.prizeId} and ${prizes.isActive}))`;
