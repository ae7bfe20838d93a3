import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the catalog module.

// A store an admin suspended, with the reason given to its owner. The store's is_active goes
// false with it (that is what the storefront reads); reinstating deletes the row. A table of its
// own rather than columns on stores, so the stores table keeps the shape older migrations knew.
export const storeSuspensions = pgTable('store_suspensions', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: ts('suspended_at').notNull().defaultNow(),
});
