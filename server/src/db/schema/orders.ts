import { PAYMENT_METHODS } from '@upahar/contract';
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
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartLineOptions } from './cart.ts';
import { products, stores } from './catalog.ts';
import { bytea, ts } from './columns.ts';
import { coupons } from './coupons.ts';
import { deliveryLocations, deliveryMethods, timeSlots } from './delivery.ts';
import { users } from './users.ts';

// Owned by the orders module.

// Order statuses: placed → confirmed → preparing → out_for_delivery → delivered, or cancelled.
export const orderStatusEnum = pgEnum('order_status', [
  'placed',
  'confirmed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
]);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'paid',
  'failed',
  'refund_due',
  'refunded',
]);

/** What the order was delivered to, copied at placement so later address edits change nothing. */
export type OrderAddress = {
  addressId: number | null;
  alias: string;
  receiverName: string;
  phoneNumber: string;
  secondaryPhoneNumber: string | null;
  landmark: string;
  locationName: string;
  lat: number | null;
  lng: number | null;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Public order numbers are not guessable (no incrementing ids), so orders cannot be enumerated.
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Follows from the parts: the least advanced part still coming, or cancelled when all are.
    status: orderStatusEnum('status').notNull().default('placed'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    currency: text('currency').notNull().default('NPR'),
    // Money in paisa, every figure computed on the server at placement.
    subtotalPaisa: integer('subtotal_paisa').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull(),
    methodChargePaisa: integer('method_charge_paisa').notNull().default(0),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    creditPaisa: integer('credit_paisa').notNull().default(0),
    totalPaisa: integer('total_paisa').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    deliveryLocationId: integer('delivery_location_id')
      .notNull()
      .references(() => deliveryLocations.id, { onDelete: 'restrict' }),
    deliveryMethodId: integer('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'restrict' }),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    // "10:00–13:00", as shown when the order was placed.
    slotLabel: text('slot_label').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    note: text('note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    placedAt: ts('placed_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    index('orders_status_idx').on(t.status, t.placedAt),
    index('orders_coupon_idx').on(t.couponId),
    index('orders_location_idx').on(t.deliveryLocationId),
    index('orders_method_idx').on(t.deliveryMethodId),
    index('orders_slot_idx').on(t.timeSlotId, t.deliveryDate),
    check('orders_total_check', sql`${t.totalPaisa} >= 0`),
  ],
);

/**
 * What one store delivers of an order. The shopper pays once for the order; each store sees and
 * moves only its part, with its own lines, status timeline, slot and share of the charges. The
 * money columns are the part's share of the order's (they add up to the order's exactly), so a
 * cancelled part knows what to refund and what is no longer owed.
 */
export const orderParts = pgTable(
  'order_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    // The order's number and the store's letter in it: "UP-3F9A1C7B2E04-A".
    number: text('number').notNull().unique(),
    status: orderStatusEnum('status').notNull().default('placed'),
    // The part's own money state: a cancelled part of a paid order is a refund of its total.
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    subtotalPaisa: integer('subtotal_paisa').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull().default(0),
    methodChargePaisa: integer('method_charge_paisa').notNull().default(0),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    creditPaisa: integer('credit_paisa').notNull().default(0),
    totalPaisa: integer('total_paisa').notNull(),
    // Of discountPaisa, what the store's own coupon took off (the store bears it); the rest was a
    // shop coupon or prize code, which the shop bears.
    storeDiscountPaisa: integer('store_discount_paisa').notNull().default(0),
    // Who delivered the part, written when it is delivered: 'shop' or 'store'.
    deliveredBy: text('delivered_by').$type<'shop' | 'store'>(),
    // Given back to the customer after delivery (a refund of the part, a settled complaint).
    refundedPaisa: integer('refunded_paisa').notNull().default(0),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    slotLabel: text('slot_label').notNull(),
    // One order may go to several people: each drop (1, 2, …) is one recipient's delivery, with
    // its own address, slot and card. A drop holding lines of two stores is two parts.
    drop: integer('drop').notNull().default(1),
    // Where this part goes; null only on parts made before orders had several drops (the order's).
    address: jsonb('address').$type<OrderAddress>(),
    // The card that goes with the drop, and whether the recipient may learn who sent it.
    giftMessage: text('gift_message').notNull().default(''),
    hideSender: boolean('hide_sender').notNull().default(false),
    // SHA-256 of the token in the recipient's tracking link: it shows that drop and nothing else.
    recipientTokenHash: text('recipient_token_hash'),
    cancelReason: text('cancel_reason'),
    // A copy of the order's, so a store's list sorts on its own index.
    placedAt: ts('placed_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_parts_order_drop_store_key').on(t.orderId, t.drop, t.storeId),
    index('order_parts_recipient_idx').on(t.recipientTokenHash),
    index('order_parts_store_placed_idx').on(t.storeId, t.placedAt),
    index('order_parts_status_idx').on(t.status, t.placedAt),
    index('order_parts_slot_idx').on(t.timeSlotId, t.deliveryDate),
    check('order_parts_total_check', sql`${t.totalPaisa} >= 0`),
    check('order_parts_drop_check', sql`${t.drop} between 1 and 20`),
    check(
      'order_parts_delivered_by_check',
      sql`${t.deliveredBy} is null or ${t.deliveredBy} in ('shop', 'store')`,
    ),
    check(
      'order_parts_refunded_check',
      sql`${t.refundedPaisa} >= 0 and ${t.refundedPaisa} <= ${t.totalPaisa} and ${t.storeDiscountPaisa} between 0 and ${t.discountPaisa}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    // Copies: what was bought, even if the product changes later.
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    options: jsonb('options').$type<CartLineOptions>().notNull().default({}),
    optionsLabel: text('options_label').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPricePaisa: integer('unit_price_paisa').notNull(),
    totalPaisa: integer('total_paisa').notNull(),
    // A flash sale priced only this many of the units (its stock or the customer's limit allowed
    // no more) at unitPricePaisa; the others cost restUnitPricePaisa. Both null: one price.
    flashQuantity: integer('flash_quantity'),
    restUnitPricePaisa: integer('rest_unit_price_paisa'),
    // A free gift the cart unlocked (price 0).
    isGift: boolean('is_gift').notNull().default(false),
    // What a campaign funded by the shop took off this line: the shop pays it to the store.
    shopFundedPaisa: integer('shop_funded_paisa').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_part_idx').on(t.partId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_store_idx').on(t.storeId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_split_check',
      sql`(${t.flashQuantity} is null and ${t.restUnitPricePaisa} is null) or coalesce(${t.flashQuantity} between 1 and ${t.quantity} - 1 and ${t.restUnitPricePaisa} >= 0, false)`,
    ),
  ],
);

// The status timeline of each part: every change with time and actor.
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    note: text('note').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // customer, seller, admin or system (payments)
    actorRole: text('actor_role').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    index('order_events_part_idx').on(t.partId),
    index('order_events_actor_idx').on(t.actorUserId),
  ],
);

export const orderFeedback = pgTable(
  'order_feedback',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_feedback_user_idx').on(t.userId),
    check('order_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const complaintStatusEnum = pgEnum('complaint_status', ['open', 'in_review', 'resolved']);

export const orderComplaints = pgTable(
  'order_complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: complaintStatusEnum('status').notNull().default('open'),
    // Settled in the customer's favour: the part of which store, how much was given back and why.
    settledPartId: uuid('settled_part_id').references(() => orderParts.id, { onDelete: 'set null' }),
    refundPaisa: integer('refund_paisa'),
    settlement: text('settlement'),
    // The shopper's complaint is about how one part was delivered: the proof they point to.
    proofPartId: uuid('proof_part_id').references(() => deliveryProofs.partId, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_complaints_order_idx').on(t.orderId),
    index('order_complaints_user_idx').on(t.userId),
    index('order_complaints_proof_idx').on(t.proofPartId),
  ],
);

/**
 * How one part reached its recipient, recorded by the store's team as it is marked delivered:
 * who took it, when, where (when the phone shared it) and a photo. One per part; a delivery taken
 * back drops it and the next delivery records a new one. The photo is private to the order (its
 * shopper, the store's team, admins): its bytes stay in the row or under the bucket's private/
 * prefix and are only ever served through a signed, expiring address.
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    partId: uuid('part_id')
      .primaryKey()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    receivedBy: text('received_by').notNull(),
    deliveredAt: ts('delivered_at').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // Re-encoded WebP; both null when an admin marked it delivered without a photo.
    photoBytes: bytea('photo_bytes'),
    storageKey: text('storage_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    // Random per proof: signs the photo's expiring links, so they die with the proof.
    photoSecret: text('photo_secret').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('delivery_proofs_recorded_by_idx').on(t.recordedBy),
    check('delivery_proofs_place_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);
