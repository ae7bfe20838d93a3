import { questionsPerPlayProblem, type ZQuizInput, type ZUpdateQuizBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { quizPlays, quizzes } from '../../db/schema/quizzes.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pgCode, selectQuizzes, slugTaken, toMine } from './reads.ts';

// A creator's side: writing a quiz, changing it while nobody has played, publishing it.

type QuizInput = z.output<typeof ZQuizInput>;

// Addresses the quiz pages and calls use themselves.
const RESERVED = new Set(['create', 'submit', 'score', 'new', 'addnew', 'stats']);

export async function checkSlug(o: { db: DbOrTx; slug: string; quizId?: number }) {
  const slug = o.slug;
  const answer = (available: boolean, message: string) => ({ slug, available, message });
  if (slug.length < 3 || slug.length > 60 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    return answer(false, 'Use 3 to 60 small letters, digits and single dashes');
  if (RESERVED.has(slug)) return answer(false, m.errors_fun_quiz_slug_taken());
  const [taken] = await o.db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.slug, slug), o.quizId ? ne(quizzes.id, o.quizId) : undefined));
  return taken ? answer(false, m.errors_fun_quiz_slug_taken()) : answer(true, 'This address is free');
}

const content = (q: QuizInput) => ({
  title: q.title,
  slug: q.slug,
  description: q.description,
  questions: q.questions.map((x) => ({ text: x.text, options: x.options, answer: x.answer })),
  timeLimitSeconds: q.timeLimitSeconds,
});

async function mine(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await selectQuizzes(db).where(where);
  return row ? toMine(row) : null;
}

export async function createQuiz(o: { db: Db; userId: string; body: QuizInput }) {
  if (RESERVED.has(o.body.slug)) throw slugTaken();
  const now = clock.now();
  try {
    // The unique address decides a race between two creators; no check-then-insert.
    const [row] = await o.db
      .insert(quizzes)
      .values({
        ...content(o.body),
        ownerId: o.userId,
        prizeState: o.body.wantsPrize ? 'requested' : 'none',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quizzes.id });
    return (await mine(o.db, eq(quizzes.id, row.id))) as NonNullable<Awaited<ReturnType<typeof mine>>>;
  } catch (e) {
    if (pgCode(e) === '23505') throw slugTaken();
    throw e;
  }
}

export async function updateQuiz(o: { db: Db; userId: string; body: z.output<typeof ZUpdateQuizBody> }) {
  const { id, quiz, isPublished } = o.body;
  try {
    await o.db.transaction(async (tx) => {
      // Locked, so a play cannot start between the check below and the change.
      const [row] = await tx
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.id, id), eq(quizzes.ownerId, o.userId)))
        .for('update');
      if (!row) throw notFound(m.errors_not_found_that_quiz);
      const changes: Partial<typeof quizzes.$inferInsert> = { updatedAt: clock.now() };
      if (quiz) {
        if (RESERVED.has(quiz.slug)) throw slugTaken();
        const [played] = await tx
          .select({ id: quizPlays.id })
          .from(quizPlays)
          .where(eq(quizPlays.quizId, id))
          .limit(1);
        if (played) throw new AppError('quiz_played', m.errors_fun_quiz_played(), 409);
        // An approved prize draws a number of questions per play; the quiz must keep more.
        const problem =
          row.prizeState === 'approved' && row.questionsPerPlay
            ? questionsPerPlayProblem(row.questionsPerPlay, quiz.questions.length)
            : null;
        if (problem) throw new AppError('invalid', problem, 400, { questions: [problem] });
        Object.assign(changes, content(quiz));
        // Asking again after a refusal is allowed; an approved prize stays as the staff set it.
        if (row.prizeState !== 'approved') changes.prizeState = quiz.wantsPrize ? 'requested' : 'none';
      }
      if (isPublished !== undefined) changes.isPublished = isPublished;
      await tx.update(quizzes).set(changes).where(eq(quizzes.id, id));
    });
  } catch (e) {
    if (pgCode(e) === '23505') throw slugTaken();
    throw e;
  }
  return (await mine(o.db, eq(quizzes.id, id))) as NonNullable<Awaited<ReturnType<typeof mine>>>;
}

export async function listMine(o: { db: DbOrTx; userId: string }) {
  const rows = await selectQuizzes(o.db)
    .where(eq(quizzes.ownerId, o.userId))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(200);
  return rows.map(toMine);
}

/** Someone else's quiz answers 404, the same as one that does not exist. */
export async function getMine(o: { db: DbOrTx; userId: string; slug: string }) {
  const found = await mine(
    o.db,
    and(eq(quizzes.slug, o.slug), eq(quizzes.ownerId, o.userId)) as ReturnType<typeof eq>,
  );
  if (!found) throw notFound(m.errors_not_found_that_quiz);
  return found;
}
