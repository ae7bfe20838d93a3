import { QUIZ_GRACE_SECONDS, type TQuizPlay, type TQuizScore } from '@upahar/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { coupons, prizeAwards, prizes, quizPlays, quizzes, userCredits } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { awardPrize } from '../prizes/index.ts';
import { isPublic, selectQuizzes, submitted, toSummary } from './view.ts';

// Playing: a play starts on the server with its deadline, the questions go out without their
// answers, and the answers come back once to be scored and timed here.

const PLAYED_ONCE = 'You have already taken this quiz; each quiz can be played once.';
const OWN_QUIZ = 'This is your own quiz: you know the answers. Share it with friends instead.';

export async function startPlay(o: { db: Db; userId: string; slug: string }): Promise<TQuizPlay> {
  const now = clock.now();
  const [view] = await selectQuizzes(o.db).where(and(eq(quizzes.slug, o.slug), isPublic));
  if (!view) throw notFound('That quiz');
  const quiz = view.quiz;
  if (quiz.ownerId === o.userId) throw new AppError('own_quiz', OWN_QUIZ, 409);
  const play = await o.db.transaction(async (tx) => {
    // Shares the lock an edit takes, so questions never change under a play that has started.
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('share');
    const [existing] = await tx
      .select()
      .from(quizPlays)
      .where(and(eq(quizPlays.quizId, quiz.id), eq(quizPlays.userId, o.userId)));
    if (existing) {
      if (existing.submittedAt) throw new AppError('already_played', PLAYED_ONCE, 409);
      // Reloading the page resumes the same play: the clock keeps running from its start.
      return existing;
    }
    const deadlineAt = quiz.timeLimitSeconds ? new Date(now.getTime() + quiz.timeLimitSeconds * 1000) : null;
    const [row] = await tx
      .insert(quizPlays)
      .values({ quizId: quiz.id, userId: o.userId, startedAt: now, deadlineAt })
      .onConflictDoNothing()
      .returning();
    // A parallel start won the unique pair: resume that one.
    if (row) return row;
    const [other] = await tx
      .select()
      .from(quizPlays)
      .where(and(eq(quizPlays.quizId, quiz.id), eq(quizPlays.userId, o.userId)));
    return other;
  });
  return {
    playId: play.id,
    quiz: toSummary(view),
    questions: quiz.questions.map((q) => ({ text: q.text, options: q.options })),
    startedAt: play.startedAt.toISOString(),
    deadline: play.deadlineAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
  };
}

export async function submitPlay(o: { db: Db; userId: string; playId: number; answers: (number | null)[] }) {
  const now = clock.now();
  await o.db.transaction(async (tx) => {
    const [play] = await tx
      .select({ play: quizPlays, quiz: quizzes })
      .from(quizPlays)
      .innerJoin(quizzes, eq(quizzes.id, quizPlays.quizId))
      .where(and(eq(quizPlays.id, o.playId), eq(quizPlays.userId, o.userId)));
    if (!play) throw notFound('That play');
    const { quiz } = play;
    const graceEnd = play.play.deadlineAt && play.play.deadlineAt.getTime() + QUIZ_GRACE_SECONDS * 1000;
    // Answers arrive all at once, so after the deadline and its grace none of them count.
    const timedOut = graceEnd !== null && now.getTime() > graceEnd;
    const answers = quiz.questions.map((q, i) => {
      const a = o.answers[i];
      return typeof a === 'number' && a < q.options.length ? a : null;
    });
    const score = timedOut ? 0 : quiz.questions.filter((q, i) => answers[i] === q.answer).length;
    // Conditional on not yet submitted: a double submit (two tabs, a retry) is scored once.
    const [done] = await tx
      .update(quizPlays)
      .set({ submittedAt: now, answers, score, timedOut })
      .where(and(eq(quizPlays.id, o.playId), isNull(quizPlays.submittedAt)))
      .returning({ id: quizPlays.id });
    if (!done) throw new AppError('already_submitted', 'These answers were already submitted.', 409);
    const perfect = !timedOut && score === quiz.questions.length;
    if (!perfect || quiz.prizeState !== 'approved' || !quiz.prizeId || quiz.ownerId === o.userId) return;
    // One prize off the stock, only while there is one: parallel winners cannot take more than it.
    const [taken] = await tx
      .update(quizzes)
      .set({ prizeStock: sql`${quizzes.prizeStock} - 1` })
      .where(
        and(
          eq(quizzes.id, quiz.id),
          gt(quizzes.prizeStock, 0),
          sql`exists (select 1 from ${prizes} where ${prizes.id} = ${quizzes.prizeId} and ${prizes.isActive})`,
        ),
      )
      .returning({ prizeId: quizzes.prizeId });
    if (!taken?.prizeId) return;
    const award = await awardPrize(tx, {
      prizeId: taken.prizeId,
      userId: o.userId,
      source: 'quiz',
      sourceKey: `play:${o.playId}`,
      reason: `Quiz: ${quiz.title}`,
      now,
    });
    await tx.update(quizPlays).set({ prizeAwardId: award.awardId }).where(eq(quizPlays.id, o.playId));
  });
  return score(o);
}

export async function score(o: { db: DbOrTx; userId: string; playId: number }): Promise<TQuizScore> {
  const [row] = await o.db
    .select({ play: quizPlays, quiz: quizzes })
    .from(quizPlays)
    .innerJoin(quizzes, eq(quizzes.id, quizPlays.quizId))
    .where(and(eq(quizPlays.id, o.playId), eq(quizPlays.userId, o.userId)));
  if (!row) throw notFound('That play');
  const { play, quiz } = row;
  const done = play.submittedAt !== null;
  const [ranks] = await o.db
    .select({
      players: sql<number>`count(*)::int`,
      better: sql<number>`count(*) filter (where ${quizPlays.score} > ${play.score ?? -1})::int`,
    })
    .from(quizPlays)
    .where(and(eq(quizPlays.quizId, quiz.id), submitted));
  const prize = play.prizeAwardId ? await awardOf(o.db, play.prizeAwardId) : null;
  const perfect = done && !play.timedOut && play.score === quiz.questions.length;
  let prizeNote: string | null = null;
  if (perfect && !prize && quiz.prizeState === 'approved')
    prizeNote = 'Every answer right, but the prizes for this quiz had all been won.';
  return {
    playId: play.id,
    quiz: { slug: quiz.slug, title: quiz.title },
    submitted: done,
    timedOut: play.timedOut,
    score: play.score ?? 0,
    total: quiz.questions.length,
    rank: done ? Number(ranks.better) + 1 : null,
    players: Number(ranks.players),
    review: done
      ? quiz.questions.map((q, i) => ({
          text: q.text,
          options: q.options,
          answer: q.answer,
          chosen: play.answers?.[i] ?? null,
        }))
      : null,
    prize,
    prizeNote,
  };
}

async function awardOf(db: DbOrTx, awardId: number) {
  const [a] = await db
    .select({ title: prizes.title, code: coupons.code, credit: userCredits.amountPaisa })
    .from(prizeAwards)
    .innerJoin(prizes, eq(prizes.id, prizeAwards.prizeId))
    .leftJoin(coupons, eq(coupons.id, prizeAwards.couponId))
    .leftJoin(userCredits, eq(userCredits.id, prizeAwards.creditId))
    .where(eq(prizeAwards.id, awardId));
  return a ? { title: a.title, code: a.code ?? null, credit: a.credit ?? null } : null;
}
