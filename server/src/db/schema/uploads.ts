import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { orderComplaints, orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the uploads module.

// Uploaded, re-encoded images (complaints). The bytes live in the media table under `path`
// (/uploads/{random}.webp, so no copy lives only on one machine); an image is attached to a
// complaint when it is filed and deletable by its owner until then.
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    complaintId: integer('complaint_id').references(() => orderComplaints.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    path: text('path').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_order_idx').on(t.orderId),
    index('uploads_complaint_idx').on(t.complaintId),
  ],
);
