import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { timeSlots } from './delivery.ts';

// Owned by the delivery module.

// A store's own delivery calendar: days it does not deliver (a festival, a family event) and the
// most orders it takes in a time slot, below the shop's own capacity for that slot.

export const storeClosedDays = pgTable(
  'store_closed_days',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

export const storeSlotLimits = pgTable(
  'store_slot_limits',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.slotId] }),
    check('store_slot_limits_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

// How many parts of orders a store has in a slot on a day; moves only with conditional updates in
// the transaction that places or cancels, like the shop's own slot bookings.
export const storeSlotBookings = pgTable(
  'store_slot_bookings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.slotId, t.date] }),
    check('store_slot_bookings_booked_check', sql`${t.booked} >= 0`),
  ],
);
