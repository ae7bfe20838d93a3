import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryLocations, products } from './catalog.ts';
import { users } from './users.ts';

// Issue 4: the buying half. Carts, wishlists, addresses, delivery methods and slots, coupons and
// vouchers live here; orders and payments in orders.ts.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The configuration of a cake line (SPEC 3 cart add request), every default filled in. */
export type CartLineOptions = {
  pound?: number;
  tier?: number;
  height?: number;
  flavorId?: number | null;
  icingType?: string | null;
  shape?: string | null;
  eggless?: boolean;
  lessCream?: boolean;
  message?: string;
};

// One cart per signed-in user; visitors' carts are found by a random token they keep (its
// SHA-256 is stored, like sessions) and are merged into the user's cart when they log in.
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    note: text('note').notNull().default(''),
    couponCode: text('coupon_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_key').on(t.userId),
    uniqueIndex('carts_guest_token_key').on(t.guestTokenHash),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<CartLineOptions>().notNull().default({}),
    // Canonical JSON of options: the same product with the same options is one line.
    optionsKey: text('options_key').notNull().default(''),
    deliveryLocationId: integer('delivery_location_id').references(() => deliveryLocations.id, {
      onDelete: 'set null',
    }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line_key').on(t.cartId, t.productId, t.optionsKey),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_location_idx').on(t.deliveryLocationId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const wishlistTypeEnum = pgEnum('wishlist_type', ['product', 'automobile']);

// SPEC 7: /wishes/add and favourites take {id, type}; type may be automobile.
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: wishlistTypeEnum('type').notNull().default('product'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// SPEC 3 delivery address payload. Phone numbers travel as integers (SPEC 5) but 10-digit
// mobiles overflow a 32-bit integer, so they are stored as text.
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryLocationId: integer('delivery_location_id')
      .notNull()
      .references(() => deliveryLocations.id, { onDelete: 'restrict' }),
    alias: text('alias').notNull(),
    receiverName: text('receiver_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    secondaryPhoneNumber: text('secondary_phone_number'),
    landmark: text('landmark').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isDonation: boolean('is_donation').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId, t.isDonation, t.createdAt),
    index('shipping_addresses_location_idx').on(t.deliveryLocationId),
  ],
);

// Standard, express and midnight delivery (issue 4): each has a surcharge over the location's
// charge and its own time slots.
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    surchargePaisa: integer('surcharge_paisa').notNull().default(0),
    // Extra hours of notice this method needs on top of the products' preparation time.
    leadHours: integer('lead_hours').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('delivery_methods_active_idx').on(t.isActive, t.sortOrder)],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    methodId: integer('method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    // Kathmandu wall-clock times; a midnight slot ends after 24:00 (end < start).
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    // Orders per delivery date; booked in slot_bookings with one conditional upsert.
    capacity: integer('capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('time_slots_method_idx').on(t.methodId, t.startsAt),
    check('time_slots_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

export const slotBookings = pgTable(
  'slot_bookings',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.date] }),
    check('slot_bookings_booked_check', sql`${t.booked} >= 0`),
  ],
);

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

// Free gifts a cart unlocks by its subtotal (the cart's "gifts", SPEC 3).
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
