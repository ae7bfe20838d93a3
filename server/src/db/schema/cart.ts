import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { deliveryLocations } from './delivery.ts';
import { users } from './users.ts';

// Owned by the cart module.

// One cart per signed-in user or visitor, and its lines; orders and payments live in orders.ts.

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
  /** The uploaded picture printed on a photo cake (cake_photos.id): another photo, another line. */
  photoId?: string;
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
