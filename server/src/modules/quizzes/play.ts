import { QUIZ_GRACE_SECONDS, type TQuizPlay } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type PrizeOutcome, quizPlays, quizzes } from '../../db/schema/quizzes.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { awardPrize } from '../prizes/index.ts';
import { drawnCount, drawOf, drawPlay, prizeRunningSql, shownQuestions, toQuizAnswers } from './draw.ts';
import { isPublic, type QuizRow, selectQuizzes, toSummary } from './reads.ts';
import { score } from './score.ts';

// Playing: a play starts on the server with its deadline and its own draw of questions, which go
// out without their answers; the answers come back once to be scored and timed here.

export async function startPlay(o: { db: Db; userId: string; slug: string }): Promise<TQuizPlay> {
  const now = clock.now();
  await racePoint('quiz-start:start');
  return o.db.transaction(async (tx) => {
    // Read under the lock an edit or a prize decision takes, and only here: the draw, the
    // questions shown and the summary all come from the quiz as it is while the play begins.
    const [view] = await selectQuizzes(tx)
      .where(and(eq(quizzes.slug, o.slug), isPublic))
      .for('share', { of: quizzes });
    if (!view) throw notFound(m.errors_not_found_that_quiz);
    const quiz = view.quiz;
    if (quiz.ownerId === o.userId) throw new AppError('own_quiz', m.errors_fun_own_quiz(), 409);
    const play = await playOf(tx, { quiz, userId: o.userId, now });
    return {
      playId: play.id,
      quiz: toSummary(view),
      questions: shownQuestions(drawOf(play.draw, quiz.questions), quiz.questions),
      startedAt: play.startedAt.toISOString(),
      deadline: play.deadlineAt?.toISOString() ?? null,
      serverNow: now.toISOString(),
    };
  });
}

/** The player's play of the quiz: the one begun before (a reload resumes it) or a new one. */
async function playOf(tx: Tx, o: { quiz: QuizRow; userId: string; now: Date }) {
  const mine = and(eq(quizPlays.quizId, o.quiz.id), eq(quizPlays.userId, o.userId));
  const [existing] = await tx.select().from(quizPlays).where(mine);
  if (existing) {
    if (existing.submittedAt) throw new AppError('already_played', m.errors_fun_quiz_played_once(), 409);
    // Reloading the page resumes the same play: the clock keeps running from its start.
    return existing;
  }
  const limit = o.quiz.timeLimitSeconds;
  const [row] = await tx
    .insert(quizPlays)
    .values({
      quizId: o.quiz.id,
      userId: o.userId,
      startedAt: o.now,
      deadlineAt: limit ? new Date(o.now.getTime() + limit * 1000) : null,
      draw: drawPlay(o.quiz.questions, o.quiz.questionsPerPlay),
    })
    .onConflictDoNothing()
    .returning();
  // A parallel start won the unique pair: resume that one.
  if (row) return row;
  const [other] = await tx.select().from(quizPlays).where(mine);
  return other;
}

export async function submitPlay(o: { db: Db; userId: string; playId: number; answers: (number | null)[] }) {
  const now = clock.now();
  await o.db.transaction(async (tx) => {
    const [play] = await tx
      .select({ play: quizPlays, quiz: quizzes })
      .from(quizPlays)
      .innerJoin(quizzes, eq(quizzes.id, quizPlays.quizId))
      .where(and(eq(quizPlays.id, o.playId), eq(quizPlays.userId, o.userId)));
    if (!play) throw notFound(m.errors_not_found_that_play);
    const { quiz } = play;
    const graceEnd = play.play.deadlineAt && play.play.deadlineAt.getTime() + QUIZ_GRACE_SECONDS * 1000;
    // Answers arrive all at once, so after the deadline and its grace none of them count.
    const timedOut = graceEnd !== null && now.getTime() > graceEnd;
    const draw = drawOf(play.play.draw, quiz.questions);
    const answers = toQuizAnswers(draw, o.answers);
    const score = timedOut ? 0 : draw.filter((d, i) => answers[i] === quiz.questions[d.q].answer).length;
    // Out of every question drawn: one left out of the draw for not fitting can never be right.
    const drawn = drawnCount(play.play.draw, quiz.questions);
    // Conditional on not yet submitted: a double submit (two tabs, a retry) is scored once.
    const [done] = await tx
      .update(quizPlays)
      .set({ submittedAt: now, answers, score, timedOut })
      .where(and(eq(quizPlays.id, o.playId), isNull(quizPlays.submittedAt)))
      .returning({ id: quizPlays.id });
    if (!done) throw new AppError('already_submitted', m.errors_fun_answers_submitted(), 409);
    if (quiz.prizeState !== 'approved' || !quiz.prizeId || quiz.ownerId === o.userId) return;
    const outcome = await takePrize(tx, {
      quiz,
      playId: o.playId,
      userId: o.userId,
      now,
      timedOut,
      perfect: score === drawn,
    });
    await tx
      .update(quizPlays)
      .set({ prizeOutcome: outcome.outcome, prizeAwardId: outcome.awardId })
      .where(eq(quizPlays.id, o.playId));
  });
  return score(o);
}

/** Whether this play wins the quiz's prize, and if not, why not: the result says it in words. */
async function takePrize(
  tx: Tx,
  o: { quiz: QuizRow; playId: number; userId: string; now: Date; timedOut: boolean; perfect: boolean },
): Promise<{ outcome: PrizeOutcome; awardId: number | null }> {
  if (o.timedOut) return { outcome: 'timed_out', awardId: null };
  if (!o.perfect) return { outcome: 'not_perfect', awardId: null };
  // One prize off the stock, only while the prize runs (offered, some left, no answers ever
  // shown): parallel winners cannot take more than the stock, nor anyone after a reveal.
  const [taken] = await tx
    .update(quizzes)
    .set({ prizeStock: sql`${quizzes.prizeStock} - 1` })
    .where(and(eq(quizzes.id, o.quiz.id), prizeRunningSql))
    .returning({ prizeId: quizzes.prizeId });
  if (!taken?.prizeId) {
    const [left] = await tx
      .select({ stock: quizzes.prizeStock })
      .from(quizzes)
      .where(eq(quizzes.id, o.quiz.id));
    return { outcome: left?.stock === 0 ? 'stock_gone' : 'prize_off', awardId: null };
  }
  const award = await awardPrize(tx, {
    prizeId: taken.prizeId,
    userId: o.userId,
    source: 'quiz',
    sourceKey: `play:${o.playId}`,
    reason: `Quiz: ${o.quiz.title}`,
    now: o.now,
  });
  return { outcome: 'won', awardId: award.awardId };
}
