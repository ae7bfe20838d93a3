import { randomInt } from 'node:crypto';
import type { PlayDraw, StoredQuestion } from '../../db/schema/index.ts';

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

/** A play's draw; plays from before draws had every question in order, options unshuffled. */
export function drawOf(draw: PlayDraw | null, questions: StoredQuestion[]): PlayDraw {
  return draw ?? questions.map((q, i) => ({ q: i, o: places(q.options.length) }));
}

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

/**
 * Whether the quiz's prize can still be won: approved, the prize still offered and some left.
 * While it can, nobody is shown the right answers.
 */
export const prizeRunning = (
  q: { prizeState: string; prizeId: number | null; prizeStock: number },
  prizeActive: boolean | null,
) => q.prizeState === 'approved' && q.prizeId !== null && prizeActive === true && q.prizeStock > 0;
