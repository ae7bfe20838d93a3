import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { prizeAwards, prizes } from './prizes.ts';
import { users } from './users.ts';

// Owned by the quizzes module.

// Quizzes shoppers write for each other, and the plays of them.

export const quizPrizeStateEnum = pgEnum('quiz_prize_state', ['none', 'requested', 'approved', 'rejected']);

/** A question as stored: the index of its one right option travels only to the quiz's owner and staff. */
export type StoredQuestion = { text: string; options: string[]; answer: number };

/**
 * What one play was shown, in its order: `q` is the question's place in the quiz and `o` the
 * quiz's option places in the order the player saw them.
 */
export type PlayDraw = { q: number; o: number[] }[];

/** Why a play on a quiz with a prize won it or not, fixed when it is submitted. */
export type PrizeOutcome = 'won' | 'not_perfect' | 'timed_out' | 'stock_gone' | 'prize_off';

export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Questions live with the quiz: they are written and read whole, and frozen once anyone plays.
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    timeLimitSeconds: integer('time_limit_seconds'),
    // How many questions each play draws from the quiz's questions (null: all of them). A prize
    // quiz draws fewer than it has, so two plays rarely share their questions.
    questionsPerPlay: integer('questions_per_play'),
    // The owner's switch; staff hide a quiz that breaks the rules with their own.
    isPublished: boolean('is_published').notNull().default(true),
    hiddenByStaff: boolean('hidden_by_staff').notNull().default(false),
    staffNote: text('staff_note'),
    prizeState: quizPrizeStateEnum('prize_state').notNull().default('none'),
    prizeId: integer('prize_id').references(() => prizes.id, { onDelete: 'restrict' }),
    // Prizes left; taken one at a time by a conditional update in the winner's transaction.
    prizeStock: integer('prize_stock').notNull().default(0),
    // When a player was first shown the right answers (a result of a quiz whose prize was not
    // running). From then on a prize can never run on this quiz again, whatever happens to the
    // prize or its stock: those answers can be passed on.
    answersRevealedAt: ts('answers_revealed_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('quizzes_prize_stock_check', sql`${t.prizeStock} >= 0`),
    index('quizzes_listing_idx').on(t.createdAt),
    index('quizzes_owner_idx').on(t.ownerId),
  ],
);

// One play per quiz and player (the unique pair refuses a second). The deadline is fixed when the
// play starts; answers come in once, on submit.
export const quizPlays = pgTable(
  'quiz_plays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull(),
    deadlineAt: ts('deadline_at'),
    submittedAt: ts('submitted_at'),
    // Null on plays from before draws: every question in the quiz's order, options unshuffled.
    draw: jsonb('draw').$type<PlayDraw>(),
    // One per drawn question, in the draw's order: the quiz's place of the option chosen.
    answers: jsonb('answers').$type<(number | null)[]>(),
    score: integer('score'),
    timedOut: boolean('timed_out').notNull().default(false),
    prizeAwardId: integer('prize_award_id').references(() => prizeAwards.id, { onDelete: 'set null' }),
    prizeOutcome: text('prize_outcome').$type<PrizeOutcome>(),
  },
  (t) => [
    unique('quiz_plays_once').on(t.quizId, t.userId),
    index('quiz_plays_score_idx').on(t.quizId, t.score),
    index('quiz_plays_user_idx').on(t.userId),
  ],
);
