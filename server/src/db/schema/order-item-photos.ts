import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cakePhotos } from './cake-photos.ts';
import { ts } from './columns.ts';
import { orderItems } from './orders.ts';

// Owned by the orders module.

// The store's review of an ordered photo. No row yet: the photo the line was ordered with waits
// for review. A replacement uploaded from the order page points `photoId` at the new picture and
// goes back to pending; the store may only start preparing once every photo of its part is approved.
export const orderItemPhotos = pgTable(
  'order_item_photos',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => cakePhotos.id, { onDelete: 'restrict' }),
    status: text('status').$type<'pending' | 'approved' | 'retake'>().notNull().default('pending'),
    reason: text('reason'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_item_photos_status_check', sql`${t.status} in ('pending', 'approved', 'retake')`),
    index('order_item_photos_photo_idx').on(t.photoId),
  ],
);
