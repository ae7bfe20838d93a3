import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

// Owned by the words module.

// Words and phrases the shop will not write on a cake or a gift card, each with the reason a
// shopper is shown (in English and Nepali). `normalized` is the entry as matching compares it
// (lower case, one space between words), so the same word cannot be listed twice.
export const refusedWords = pgTable(
  'refused_words',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    word: text('word').notNull(),
    normalized: text('normalized').notNull(),
    reason: text('reason').notNull(),
    reasonNe: text('reason_ne').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refused_words_normalized_key').on(t.normalized)],
);
