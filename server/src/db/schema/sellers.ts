import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { bytea, ts } from './columns.ts';
import { districtEnum } from './delivery.ts';
import { users } from './users.ts';

// Owned by the sellers module.

export const sellerApplicationStatusEnum = pgEnum('seller_application_status', [
  'submitted',
  'needs_changes',
  'approved',
  'rejected',
]);

// A person's request to sell on the shop; an admin asks for changes, approves (which opens a
// store they own) or rejects it.
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    panNumber: text('pan_number').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    district: districtEnum('district').notNull(),
    locationIds: integer('location_ids').array().notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    status: sellerApplicationStatusEnum('status').notNull().default('submitted'),
    /** The admin's note when asking for changes, or the reason for a rejection. */
    adminNote: text('admin_note'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One open application per person: the database holds the rule even under two quick clicks.
    uniqueIndex('seller_applications_one_open_key')
      .on(t.userId)
      .where(sql`${t.status} in ('submitted', 'needs_changes')`),
    index('seller_applications_status_idx').on(t.status, t.createdAt),
  ],
);

// Registration certificates and the like. The bytes live here, not in the media table, because
// media is served to anyone at /media/*; these are only for the applicant and admins.
export const sellerDocuments = pgTable(
  'seller_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => sellerApplications.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    // The file itself, or (with a bucket configured) the key of its private object: one of the two.
    bytes: bytea('bytes'),
    storageKey: text('storage_key').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('seller_documents_user_idx').on(t.userId),
    index('seller_documents_application_idx').on(t.applicationId),
    check('seller_documents_bytes_or_key_check', sql`num_nonnulls(${t.bytes}, ${t.storageKey}) = 1`),
  ],
);

// Interest from the "sell at Upahar" page, before anyone applies. An admin answers it outside
// the shop (e-mail or phone) and marks it handled, so the open ones are the queue.
export const sellerInterests = pgTable(
  'seller_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    businessName: text('business_name').notNull(),
    message: text('message').notNull(),
    handledAt: ts('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('seller_interests_created_idx').on(t.createdAt),
    index('seller_interests_open_idx').on(t.createdAt).where(sql`handled_at is null`),
    index('seller_interests_user_idx').on(t.userId),
    index('seller_interests_handled_by_idx').on(t.handledBy),
  ],
);
