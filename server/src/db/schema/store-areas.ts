import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { deliveryLocations } from './delivery.ts';

// Owned by the stores module.

/**
 * The delivery locations a store chose to serve. A store that lists none delivers by distance
 * from its address (or within its district when it has no coordinates); one that lists some
 * delivers to exactly those.
 */
export const storeDeliveryLocations = pgTable(
  'store_delivery_locations',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => deliveryLocations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.locationId] }),
    index('store_delivery_locations_location_idx').on(t.locationId),
  ],
);
