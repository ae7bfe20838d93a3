import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the checkout module: gift vouchers, the free gifts a cart unlocks, and the answers kept
// for retried order placements.

// Gift vouchers: single-use codes worth a fixed amount, redeemed into the user's credit.
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    amountPaisa: integer('amount_paisa').notNull(),
    expiresAt: ts('expires_at'),
    redeemedByUserId: uuid('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: ts('redeemed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('vouchers_redeemed_by_idx').on(t.redeemedByUserId)],
);

// Free gifts a cart unlocks by its subtotal (the cart's "gifts").
export const giftOffers = pgTable(
  'gift_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    minSubtotalPaisa: integer('min_subtotal_paisa').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('gift_offers_product_idx').on(t.productId),
    index('gift_offers_min_idx').on(t.minSubtotalPaisa),
  ],
);

// Idempotency keys: the first answer to a key is stored and replayed to retries; another body is refused.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    response: jsonb('response').$type<unknown>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_order_idx').on(t.orderId)],
);
