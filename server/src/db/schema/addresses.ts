import { boolean, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { deliveryLocations } from './delivery.ts';
import { users } from './users.ts';

// Owned by the addresses module.

// The delivery address payload. Phone numbers travel as integers but 10-digit
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
