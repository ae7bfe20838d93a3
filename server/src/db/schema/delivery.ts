import { boolean, doublePrecision, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';

// Delivery is limited to the Kathmandu valley (SPEC 1: delivery to chosen locations).
export const districtEnum = pgEnum('district', ['Kathmandu', 'Lalitpur', 'Bhaktapur']);

export const deliveryLocations = pgTable(
  'delivery_locations',
  {
    // Integer ids: SPEC 3 checkout state defaults locationAddress to 11, a location id.
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
