import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
} from 'drizzle-orm/pg-core';

// Owned by the delivery module.

// Delivery is limited to chosen locations in the Kathmandu valley.
export const districtEnum = pgEnum('district', ['Kathmandu', 'Lalitpur', 'Bhaktapur']);

export const deliveryLocations = pgTable(
  'delivery_locations',
  {
    // Integer ids: the checkout defaults locationAddress to 11, a location id.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    district: districtEnum('district').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('delivery_locations_active_idx').on(t.isActive, t.sortOrder),
    index('delivery_locations_district_idx').on(t.district),
  ],
);

export type DeliveryLocation = typeof deliveryLocations.$inferSelect;

// Standard, express and midnight delivery: each has a surcharge over the location's
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
