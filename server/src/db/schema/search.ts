import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Owned by the search module.

// Search history of signed-in users. One row per user and
// query (case-insensitive): searching again moves it to the top; modules/search keeps the last 20.
export const searchHistory = pgTable(
  'search_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_user_query_key').on(t.userId, sql`lower(${t.query})`),
    index('search_history_user_time_idx').on(t.userId, t.searchedAt),
  ],
);

// The words products are found by (names, tags, category, brand, store and occasion names), for
// typo correction: "choclate" is matched to "chocolate" by trigram similarity over this small
// table instead of over every product name (% over 100k names took 479 ms on PGlite).
// modules/search refreshes it from products (refreshSearchTerms).
export const searchTerms = pgTable(
  'search_terms',
  {
    word: text('word').primaryKey(),
    // How many products use the word: the more common of two equally close words wins.
    products: integer('products').notNull().default(1),
  },
  (t) => [index('search_terms_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export type SearchHistoryRow = typeof searchHistory.$inferSelect;
