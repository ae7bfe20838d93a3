import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the community module.

// Reviews, questions, comments and reports on product pages. All text is
// plain text (normaliseText from the contract), never HTML, so nothing stored can run as script.

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    // The delivered order that earned the right to review: the "Verified purchase" badge reads
    // this fact. Empty for reviews written before the rule, which show no badge.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    // Hidden by a moderator: off the storefront's lists, counts and ratings, kept for admins.
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One review per user per product: a second one updates the first.
    uniqueIndex('product_reviews_product_user_key').on(t.productId, t.userId),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt),
    index('product_reviews_user_idx').on(t.userId),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const productQuestions = pgTable(
  'product_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // Hidden by a moderator: off the storefront's lists, counts and ratings, kept for admins.
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_questions_product_created_idx').on(t.productId, t.createdAt),
    index('product_questions_user_idx').on(t.userId),
  ],
);

export const productAnswers = pgTable(
  'product_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // Fixed when written: the author owned the product's store at that moment.
    isSeller: boolean('is_seller').notNull().default(false),
    // Hidden by a moderator: off the storefront's lists, counts and ratings, kept for admins.
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_answers_question_created_idx').on(t.questionId, t.createdAt),
    index('product_answers_user_idx').on(t.userId),
  ],
);

export const productComments = pgTable(
  'product_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Threads are one level deep: a reply to a reply points at the thread's top-level comment
    // and keeps the name it answered in reply_to_username.
    parentId: uuid('parent_id').references((): AnyPgColumn => productComments.id, { onDelete: 'cascade' }),
    replyToUsername: text('reply_to_username'),
    body: text('body').notNull(),
    // Soft delete for a comment with replies: the text is wiped and the thread stays readable.
    deletedAt: ts('deleted_at'),
    // Hidden by a moderator: off the storefront's lists, counts and ratings, kept for admins.
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_comments_top_idx').on(t.productId, t.createdAt).where(sql`${t.parentId} is null`),
    index('product_comments_parent_idx').on(t.parentId, t.createdAt),
    index('product_comments_user_idx').on(t.userId),
  ],
);

export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => productComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_mentions_user_idx').on(t.userId)],
);

export const reportTargetEnum = pgEnum('report_target', ['review', 'question', 'answer', 'comment']);
export const reportReasonEnum = pgEnum('report_reason', ['spam', 'abuse', 'offensive', 'other']);

// Targets of several tables, so no foreign key; the service checks the target exists.
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: reportTargetEnum('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details'),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('content_reports_user_target_key').on(t.userId, t.targetType, t.targetId),
    index('content_reports_target_idx').on(t.targetType, t.targetId),
  ],
);

export type ProductReview = typeof productReviews.$inferSelect;
export type ProductQuestion = typeof productQuestions.$inferSelect;
export type ProductAnswer = typeof productAnswers.$inferSelect;
export type ProductComment = typeof productComments.$inferSelect;
