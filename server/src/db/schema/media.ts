import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

// Generated and uploaded images live in the database so PGlite and PostgreSQL deployments
// behave alike and several app processes share them (nothing lives only in one process or disk).
// With a bucket configured, new files' bytes go there instead and the row keeps the object's key:
// each row holds exactly one of the two.
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes'),
    storageKey: text('storage_key').unique(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_created_idx').on(t.createdAt),
    check('media_bytes_or_key_check', sql`num_nonnulls(${t.bytes}, ${t.storageKey}) = 1`),
  ],
);

// Objects whose rows are gone, waiting to be deleted from the bucket. A trigger on every table
// that can hold a storage key adds the key in the deleting transaction itself, so a rolled-back
// delete keeps its object and a committed one (a cascade included) never leaves it behind: the
// request that deleted the row removes it once its answer is out, and housekeeping retries any
// the bucket refused.
export const storedFileDeletions = pgTable('stored_file_deletions', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
