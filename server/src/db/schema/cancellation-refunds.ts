import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { orderParts, orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the orders module: what a cancelled, paid part owes back, written in the transaction
// that cancels it.

export const refundMethodEnum = pgEnum('refund_method', ['wallet', 'esewa', 'khalti', 'test']);
export const refundStatusEnum = pgEnum('refund_status', ['to_do', 'done']);

/**
 * What a cancelled, paid part gives back: to the wallet at once (done when written), or through
 * the gateway it was paid with, which staff do by hand and then mark done with the gateway's
 * reference. One row per part: a second cancellation of the same part can never refund twice.
 */
export const cancellationRefunds = pgTable(
  'cancellation_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // What the shopper paid for the part = amount + fee.
    paidPaisa: integer('paid_paisa').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    feePaisa: integer('fee_paisa').notNull().default(0),
    method: refundMethodEnum('method').notNull(),
    status: refundStatusEnum('status').notNull().default('to_do'),
    reference: text('reference'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: ts('done_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cancellation_refunds_part_key').on(t.partId),
    index('cancellation_refunds_order_idx').on(t.orderId),
    index('cancellation_refunds_store_idx').on(t.storeId),
    index('cancellation_refunds_user_idx').on(t.userId),
    index('cancellation_refunds_status_idx').on(t.status, t.createdAt),
    index('cancellation_refunds_done_by_idx').on(t.doneBy),
    check(
      'cancellation_refunds_money_check',
      sql`${t.amountPaisa} >= 0 and ${t.feePaisa} >= 0 and ${t.amountPaisa} + ${t.feePaisa} = ${t.paidPaisa}`,
    ),
  ],
);
