import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { ts } from './columns.ts';
import { prizes } from './prizes.ts';
import { users } from './users.ts';

// Owned by the contests module.

// Contests the staff run: shoppers send one entry each (a photo or a text) while the contest is
// open, vote once per contest, and the winners get the prizes set for their places.
export const contestEntryTypeEnum = pgEnum('contest_entry_type', ['photo', 'text']);
export const contestJudgingEnum = pgEnum('contest_judging', ['votes', 'staff']);

export const contests = pgTable(
  'contests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    rules: text('rules').notNull(),
    entryType: contestEntryTypeEnum('entry_type').notNull(),
    judging: contestJudgingEnum('judging').notNull(),
    // The served path of the banner ("/media/contests/x.webp"), or none.
    bannerPath: text('banner_path'),
    startsAt: ts('starts_at').notNull(),
    // Entries and votes close at this moment.
    endsAt: ts('ends_at').notNull(),
    // Set once, in the transaction that places the winners and hands out their prizes.
    resultsPublishedAt: ts('results_published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('contests_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('contests_ends_idx').on(t.endsAt),
  ],
);

// The prize of each place (1 = first).
export const contestPrizes = pgTable(
  'contest_prizes',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.place] }),
    check('contest_prizes_place_check', sql`${t.place} >= 1`),
  ],
);

export const contestEntries = pgTable(
  'contest_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Photo entries: the re-encoded picture's media path and its caption.
    imagePath: text('image_path'),
    caption: text('caption'),
    // Text entries.
    title: text('title'),
    body: text('body'),
    // Hidden by staff: out of the public list, its votes no longer count, it cannot win.
    hiddenAt: ts('hidden_at'),
    // The winning place, once staff pick it or the votes decide it.
    place: integer('place'),
    // Visitors counted at most once a day each (contest_entry_views).
    views: integer('views').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('contest_entries_one_per_user').on(t.contestId, t.userId),
    index('contest_entries_contest_idx').on(t.contestId, t.createdAt),
    index('contest_entries_user_idx').on(t.userId),
  ],
);

// One vote per shopper per contest: the key makes a second one fail even when two arrive together.
export const contestVotes = pgTable(
  'contest_votes',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contestEntries.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.voterId] }), index('contest_votes_entry_idx').on(t.entryId)],
);

// Who has been counted as viewing an entry on a day: a visitor (account id or a hash of address
// and browser) adds one view per entry per day however often they reload.
export const contestEntryViews = pgTable(
  'contest_entry_views',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => contestEntries.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.visitor, t.day] }),
    index('contest_entry_views_day_idx').on(t.day),
  ],
);
