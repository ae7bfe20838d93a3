import type { TMyQuiz, TQuizSummary, TStaffQuiz } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizPlays, quizzes } from '../../db/schema/quizzes.ts';
import { AppError } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { prizes } from '../prizes/tables.ts';
import { perPlayOf } from './draw.ts';

// How quizzes are read and shown: the public summary (never the answers), the owner's and the
// staff's whole view.

export type QuizRow = typeof quizzes.$inferSelect;

/** Postgres' error code, wherever the driver wrapped it. */
export const pgCode = (e: unknown): string | undefined => {
  const x = e as { code?: unknown; cause?: unknown } | null;
  if (!x || typeof x !== 'object') return undefined;
  return typeof x.code === 'string' ? x.code : pgCode(x.cause);
};

export const slugTaken = () =>
  new AppError('slug_taken', m.errors_fun_quiz_slug_taken(), 409, { slug: [m.errors_fun_quiz_slug_taken()] });

/** Public: published by its owner and not hidden by staff. */
export const isPublic = and(eq(quizzes.isPublished, true), eq(quizzes.hiddenByStaff, false)) as SQL;

const playsCount = sql<number>`(select count(*)::int from ${quizPlays} where ${quizPlays.quizId} = ${quizzes.id} and ${quizPlays.submittedAt} is not null)`;
const anyPlay = sql<boolean>`exists (select 1 from ${quizPlays} where ${quizPlays.quizId} = ${quizzes.id})`;

const quizColumns = {
  quiz: quizzes,
  authorName: users.name,
  authorUsername: users.username,
  authorEmail: users.email,
  prizeTitle: prizes.title,
  prizeActive: prizes.isActive,
  plays: playsCount,
  played: anyPlay,
};

/** Quizzes with their author and prize; the caller adds where, order and paging. */
export const selectQuizzes = (db: DbOrTx) =>
  db
    .select(quizColumns)
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.ownerId))
    .leftJoin(prizes, eq(prizes.id, quizzes.prizeId));

export type QuizView = Awaited<ReturnType<ReturnType<typeof selectQuizzes>['execute']>>[number];

export function toSummary(r: QuizView): TQuizSummary {
  const q = r.quiz;
  // A prize ended by showing the answers stays off, even when the prize itself is on again.
  const ended = q.answersRevealedAt !== null && q.prizeStock > 0;
  const prizeOn = q.prizeState === 'approved' && r.prizeTitle && r.prizeActive && !ended;
  return {
    id: q.id,
    slug: q.slug,
    title: q.title,
    description: q.description,
    author: { name: r.authorName, username: r.authorUsername },
    questionCount: perPlayOf(q),
    poolSize: q.questions.length,
    timeLimitSeconds: q.timeLimitSeconds,
    prize: prizeOn ? { title: r.prizeTitle ?? '', left: q.prizeStock } : null,
    plays: Number(r.plays),
    createdAt: q.createdAt.toISOString(),
  };
}

export const toMine = (r: QuizView): TMyQuiz => ({
  ...toSummary(r),
  questions: r.quiz.questions,
  isPublished: r.quiz.isPublished,
  hiddenByStaff: r.quiz.hiddenByStaff,
  staffNote: r.quiz.staffNote,
  prizeState: r.quiz.prizeState,
  editable: !r.played,
  updatedAt: r.quiz.updatedAt.toISOString(),
});

export const toStaff = (r: QuizView): TStaffQuiz => ({
  ...toMine(r),
  owner: { name: r.authorName, email: r.authorEmail },
  prizeId: r.quiz.prizeId,
  prizeStock: r.quiz.prizeStock,
  questionsPerPlay: r.quiz.questionsPerPlay,
  answersShownAt: r.quiz.answersRevealedAt?.toISOString() ?? null,
});

/** "Aarati Sharma" → "Aarati S.": enough to recognise a friend, not to find a stranger. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A player';
  if (parts.length === 1) return parts[0];
  return `${parts[0]} ${parts[parts.length - 1][0].toUpperCase()}.`;
}

export const submitted = isNotNull(quizPlays.submittedAt);
