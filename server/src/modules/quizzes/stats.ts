import type { TQuizStats, TQuizSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizPlays, quizzes } from '../../db/schema/quizzes.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { drawOf } from './draw.ts';
import { isPublic, selectQuizzes, shortName, submitted, toSummary } from './reads.ts';

// Reading quizzes: the public list and intro, and an owner's stats.

export async function listPublic(o: { db: DbOrTx; page: number; perPage: number }) {
  const [rows, [{ total }]] = await Promise.all([
    selectQuizzes(o.db)
      .where(isPublic)
      .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    o.db.select({ total: sql<number>`count(*)::int` }).from(quizzes).where(isPublic),
  ]);
  return { quizzes: rows.map(toSummary), total: Number(total) };
}

export async function getPublic(o: { db: DbOrTx; slug: string }): Promise<TQuizSummary> {
  const [row] = await selectQuizzes(o.db).where(and(eq(quizzes.slug, o.slug), isPublic));
  if (!row) throw notFound(m.errors_not_found_that_quiz);
  return toSummary(row);
}

const TOP = 10;

/** Only the owner reads these; anyone else gets the 404 of a quiz that does not exist. */
export async function quizStats(o: { db: DbOrTx; userId: string; slug: string }): Promise<TQuizStats> {
  const [quiz] = await o.db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.slug, o.slug), eq(quizzes.ownerId, o.userId)));
  if (!quiz) throw notFound(m.errors_not_found_that_quiz);
  const mine = and(eq(quizPlays.quizId, quiz.id), submitted);
  const [plays, top] = await Promise.all([
    o.db
      .select({
        draw: quizPlays.draw,
        answers: quizPlays.answers,
        score: quizPlays.score,
        prize: quizPlays.prizeAwardId,
      })
      .from(quizPlays)
      .where(mine),
    o.db
      .select({
        name: users.name,
        score: quizPlays.score,
        seconds: sql<number>`extract(epoch from (${quizPlays.submittedAt} - ${quizPlays.startedAt}))::int`,
      })
      .from(quizPlays)
      .innerJoin(users, eq(users.id, quizPlays.userId))
      .where(and(mine, isNotNull(quizPlays.score)))
      .orderBy(
        desc(quizPlays.score),
        asc(sql`${quizPlays.submittedAt} - ${quizPlays.startedAt}`),
        asc(quizPlays.id),
      )
      .limit(TOP),
  ]);
  // Each play drew its own questions: a question's rate counts the plays that were shown it.
  const tally = quiz.questions.map(() => ({ shown: 0, answered: 0, right: 0 }));
  for (const p of plays)
    drawOf(p.draw, quiz.questions).forEach((d, i) => {
      const chosen = p.answers?.[i] ?? null;
      tally[d.q].shown++;
      if (chosen !== null) tally[d.q].answered++;
      if (chosen === quiz.questions[d.q].answer) tally[d.q].right++;
    });
  const questions = quiz.questions.map((q, i) => ({
    text: q.text,
    answered: tally[i].answered,
    rightRate: tally[i].shown ? tally[i].right / tally[i].shown : 0,
  }));
  const totalScore = plays.reduce((sum, p) => sum + (p.score ?? 0), 0);
  return {
    quiz: { id: quiz.id, slug: quiz.slug, title: quiz.title, questionCount: quiz.questions.length },
    plays: plays.length,
    averageScore: plays.length ? Math.round((totalScore / plays.length) * 10) / 10 : 0,
    questions,
    top: top.map((t) => ({ name: shortName(t.name), score: t.score ?? 0, seconds: Number(t.seconds) })),
    prizesWon: plays.filter((p) => p.prize !== null).length,
  };
}
