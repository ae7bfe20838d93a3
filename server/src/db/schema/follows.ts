import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the follows module.

// A shopper following a store: one row per pair, so following twice changes nothing. The store
// index answers a store's follower count by an index-only count, cheap enough to read with every
// store page instead of keeping a counter column in step.
export const storeFollows = pgTable(
  'store_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('store_follows_store_idx').on(t.storeId),
    index('store_follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);
