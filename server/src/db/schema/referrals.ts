import { REFERRAL_WITHHELD_REASONS } from '@upahar/contract';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the referrals module.

// Invite a friend: each user has one code to share; a person who signs up with it is linked to
// the one who invited them, once. When an order of the new person's is delivered and meets the
// rules (see the contract's REFERRAL_WITHHELD_REASONS), both get credit in the wallet checkout
// spends, and the link records when and how much; an order that did not count records why.

export const referralWithheldReasonEnum = pgEnum('referral_withheld_reason', REFERRAL_WITHHELD_REASONS);

export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A person is invited by one user only: the first code they signed up with.
    referredUserId: uuid('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardedAt: ts('rewarded_at'),
    /** What each side was credited, once rewarded. */
    rewardPaisa: integer('reward_paisa'),
    /** Why the last delivered order earned nothing; cleared by the reward. */
    withheldReason: referralWithheldReasonEnum('withheld_reason'),
    /** The delivered order that earned the credit, or the last one that did not count. */
    orderId: uuid('order_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt)],
);
