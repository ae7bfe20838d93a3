import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

// Owned by the media module.

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
