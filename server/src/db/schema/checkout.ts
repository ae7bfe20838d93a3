import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

export const couponTypeEnum = pgEnum('coupon_type', ['percent', 'fixed']);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Stored upper-case; codes are matched case-insensitively by upper-casing the input.
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    type: couponTypeEnum('type').notNull(),
    // Percent (1-100) or paisa, by type.
    value: integer('value').notNull(),
    maxDiscountPaisa: integer('max_discount_paisa'),
    minSubtotalPaisa: integer('min_subtotal_paisa').notNull().default(0),
    // Only these (null: any) may use it.
    storeId: integer('store_id'),
    categoryId: integer('category_id'),
    // A personal code (a prize) works only for this user; with a product it takes off only
    // that product's lines.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at'),
    expiresAt: ts('expires_at'),
    // Total uses; null is unlimited. used_count moves only with a conditional update.
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupons_store_idx').on(t.storeId),
    index('coupons_category_idx').on(t.categoryId),
    index('coupons_user_idx').on(t.userId),
    check('coupons_used_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

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
