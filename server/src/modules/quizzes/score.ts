import type { TMyQuizPlay, TQuizScore } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PrizeOutcome, quizPlays, quizzes } from '../../db/schema/quizzes.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { coupons } from '../coupons/tables.ts';
import { userCredits } from '../credits/tables.ts';
import { prizeAwards, prizes } from '../prizes/tables.ts';
import { drawnCount, drawOf, prizeRunning, prizeRunningSql, shownQuestions } from './draw.ts';
import { type QuizRow, submitted } from './reads.ts';

// A player's own results: one play's score and review, and the list of their plays.

const NOT_WON: Record<Exclude<PrizeOutcome, 'won'>, (score: number, total: number) => string> = {
  not_perfect: (score, total) =>
    `The prize goes to players who get every answer right; you got ${score} of ${total}.`,
  timed_out: () => 'Your answers reached us after the time limit, so they could not win the prize.',
  stock_gone: () => 'Every answer right, but the prizes for this quiz had all been won before you submitted.',
  prize_off: () => "Every answer right, but this quiz's prize had been withdrawn before you submitted.",
};

export async function score(o: { db: DbOrTx; userId: string; playId: number }): Promise<TQuizScore> {
  const [row] = await o.db
    .select({ play: quizPlays, quiz: quizzes, prizeActive: prizes.isActive })
    .from(quizPlays)
    .innerJoin(quizzes, eq(quizzes.id, quizPlays.quizId))
    .leftJoin(prizes, eq(prizes.id, quizzes.prizeId))
    .where(and(eq(quizPlays.id, o.playId), eq(quizPlays.userId, o.userId)));
  if (!row) throw notFound(m.errors_not_found_that_play);
  const { play, quiz } = row;
  const done = play.submittedAt !== null;
  const draw = drawOf(play.draw, quiz.questions);
  const [ranks] = await o.db
    .select({
      players: sql<number>`count(*)::int`,
      better: sql<number>`count(*) filter (where ${quizPlays.score} > ${play.score ?? -1})::int`,
    })
    .from(quizPlays)
    .where(and(eq(quizPlays.quizId, quiz.id), submitted));
  const prize = play.prizeAwardId ? await awardOf(o.db, play.prizeAwardId) : null;
  const total = drawnCount(play.draw, quiz.questions);
  const playScore = play.score ?? 0;
  // Plays from before outcomes were kept: a perfect one without a prize found none left.
  const outcome =
    play.prizeOutcome ??
    (done && !play.timedOut && playScore === total && !prize && quiz.prizeState === 'approved'
      ? 'stock_gone'
      : null);
  // While the prize can still be won, the right answers stay with us: a player who saw them, or
  // which of their choices were right, could pass them to a second account.
  const hidden = done ? await keepsAnswers(o.db, quiz, row.prizeActive) : prizeRunning(quiz, row.prizeActive);
  const shown = shownQuestions(draw, quiz.questions);
  return {
    playId: play.id,
    quiz: { slug: quiz.slug, title: quiz.title },
    submitted: done,
    timedOut: play.timedOut,
    score: playScore,
    total,
    rank: done ? Number(ranks.better) + 1 : null,
    players: Number(ranks.players),
    review: done
      ? draw.map((d, i) => {
          const chosen = play.answers?.[i] ?? null;
          const right = quiz.questions[d.q].answer;
          return {
            ...shown[i],
            chosen: chosen === null ? null : d.o.indexOf(chosen),
            answer: hidden ? null : d.o.indexOf(right),
            right: hidden ? null : chosen === right && !play.timedOut,
          };
        })
      : null,
    answersHidden: hidden,
    prize,
    prizeNote: outcome && outcome !== 'won' ? NOT_WON[outcome](playScore, total) : null,
  };
}

/**
 * Whether a submitted play's result keeps the right answers back. Before a result first shows
 * them, the quiz records it, by a conditional update that sees the prize as it is at that moment:
 * a prize that runs again (staff turned it back on) keeps them back instead, and once recorded,
 * the quiz's prize never runs again (see prizeRunning).
 */
async function keepsAnswers(db: DbOrTx, quiz: QuizRow, prizeActive: boolean | null): Promise<boolean> {
  if (quiz.answersRevealedAt) return false;
  if (prizeRunning(quiz, prizeActive)) return true;
  const [shown] = await db
    .update(quizzes)
    .set({ answersRevealedAt: clock.now() })
    .where(and(eq(quizzes.id, quiz.id), isNull(quizzes.answersRevealedAt), not(prizeRunningSql)))
    .returning({ id: quizzes.id });
  if (shown) return false;
  // Another result recorded it first, or the prize runs again: the quiz says which.
  const [now] = await db
    .select({ at: quizzes.answersRevealedAt })
    .from(quizzes)
    .where(eq(quizzes.id, quiz.id));
  return !now?.at;
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

const MY_PLAYS = 100;

/** The player's plays, newest first, so a score can be found again without its address. */
export async function myPlays(o: { db: DbOrTx; userId: string; slug?: string }): Promise<TMyQuizPlay[]> {
  const rows = await o.db
    .select({
      play: quizPlays,
      slug: quizzes.slug,
      title: quizzes.title,
      total: sql<number>`coalesce(jsonb_array_length(${quizPlays.draw}), jsonb_array_length(${quizzes.questions}))::int`,
      prize: prizes.title,
    })
    .from(quizPlays)
    .innerJoin(quizzes, eq(quizzes.id, quizPlays.quizId))
    .leftJoin(prizeAwards, eq(prizeAwards.id, quizPlays.prizeAwardId))
    .leftJoin(prizes, eq(prizes.id, prizeAwards.prizeId))
    .where(and(eq(quizPlays.userId, o.userId), o.slug ? eq(quizzes.slug, o.slug) : undefined))
    .orderBy(desc(quizPlays.startedAt), desc(quizPlays.id))
    .limit(MY_PLAYS);
  return rows.map((r) => ({
    playId: r.play.id,
    quiz: { slug: r.slug, title: r.title },
    submitted: r.play.submittedAt !== null,
    score: r.play.score ?? 0,
    total: Number(r.total),
    startedAt: r.play.startedAt.toISOString(),
    submittedAt: r.play.submittedAt?.toISOString() ?? null,
    prize: r.prize ?? null,
  }));
}
