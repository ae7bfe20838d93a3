import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the cancellations module: the terms a shopper cancels under.

// A store's own terms; a store without a row follows the shop's (shop_cancellation_terms).
export const storeCancellationTerms = pgTable(
  'store_cancellation_terms',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // Cancelling is free until this many hours before the part's slot starts.
    freeHours: integer('free_hours').notNull(),
    // After that, until baking starts, this share of what was paid is kept for the store.
    feePercent: integer('fee_percent').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('store_cancellation_terms_hours_check', sql`${t.freeHours} between 0 and 168`),
    check('store_cancellation_terms_percent_check', sql`${t.feePercent} between 0 and 100`),
  ],
);

// The shop's defaults: one row (id 1), edited by staff.
export const shopCancellationTerms = pgTable(
  'shop_cancellation_terms',
  {
    id: integer('id').primaryKey().default(1),
    freeHours: integer('free_hours').notNull(),
    feePercent: integer('fee_percent').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shop_cancellation_terms_one_check', sql`${t.id} = 1`),
    check('shop_cancellation_terms_hours_check', sql`${t.freeHours} between 0 and 168`),
    check('shop_cancellation_terms_percent_check', sql`${t.feePercent} between 0 and 100`),
  ],
);
