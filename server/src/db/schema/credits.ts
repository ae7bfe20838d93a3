import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { vouchers } from './checkout.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the credits module.

// A ledger, never a balance column: the balance is the sum, and every change has a reason.
export const userCredits = pgTable(
  'user_credits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaisa: integer('amount_paisa').notNull(),
    reason: text('reason').notNull(),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_credits_user_idx').on(t.userId, t.createdAt),
    index('user_credits_voucher_idx').on(t.voucherId),
    index('user_credits_order_idx').on(t.orderId),
  ],
);
