import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Owned by the files module.

// Objects whose rows are gone, waiting to be deleted from the bucket. A trigger on every table
// that can hold a storage key adds the key in the deleting transaction itself, so a rolled-back
// delete keeps its object and a committed one (a cascade included) never leaves it behind: the
// request that deleted the row removes it once its answer is out, and housekeeping retries any
// the bucket refused.
export const storedFileDeletions = pgTable('stored_file_deletions', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
