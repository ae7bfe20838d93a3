import { boolean, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the photos module.

// Pictures shoppers upload to be printed on a photo cake. Each is re-encoded and cropped to the
// cake's shape for the size it was checked against (pound and shape), so a cart line names the
// photo and the photo names what it fits. The bytes live in the media table under `path`.
export const cakePhotos = pgTable(
  'cake_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // null: uploaded by a visitor before signing in (the cart line keeps it all the same).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull().unique(),
    shape: text('shape').notNull(),
    pound: numeric('pound', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    // The size of the uploaded picture (what the print quality depends on) and of the crop kept.
    sourceWidth: integer('source_width').notNull(),
    sourceHeight: integer('source_height').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // Below the recommended size for this cake: the shopper was warned it may print blurry.
    lowResolution: boolean('low_resolution').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('cake_photos_user_idx').on(t.userId, t.createdAt)],
);
