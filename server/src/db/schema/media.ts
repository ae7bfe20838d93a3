import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

// Generated and uploaded images live in the database so PGlite and PostgreSQL deployments
// behave alike and several app processes share them (nothing lives only in one process or disk).
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_created_idx').on(t.createdAt)],
);
