import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { orders, paymentMethodEnum } from './orders.ts';

// Owned by the payments module: every attempt to pay an order through a gateway.

export const paymentAttemptStatusEnum = pgEnum('payment_attempt_status', [
  'initiated',
  'completed',
  'failed',
]);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: paymentMethodEnum('gateway').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    status: paymentAttemptStatusEnum('status').notNull().default('initiated'),
    // eSewa transaction_uuid, Khalti pidx, test gateway reference.
    reference: text('reference').notNull(),
    gatewayReference: text('gateway_reference'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_gateway_reference_key').on(t.gateway, t.reference),
    index('payments_order_idx').on(t.orderId, t.createdAt),
  ],
);
