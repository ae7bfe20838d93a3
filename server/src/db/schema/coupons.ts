import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the coupons module: the codes that take money off an order, and which order used which.

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

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_user_idx').on(t.userId),
    index('coupon_redemptions_order_idx').on(t.orderId),
  ],
);
