import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the stores module.

// A store's team: people its owner invited to help. A manager runs the store as the owner does
// (products, cake options, orders) but cannot change the team; a packer sees and moves the
// store's orders only.
export const staffRoleEnum = pgEnum('store_staff_role', ['manager', 'packer']);

export const storeStaff = pgTable(
  'store_staff',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: staffRoleEnum('role').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('store_staff_user_idx').on(t.userId)],
);

/**
 * An invitation by e-mail: the link carries a random token (only its hash is kept) and works
 * for the invited address alone, once, for a week.
 */
export const storeInvitations = pgTable(
  'store_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // Lower-cased, as accounts are looked up.
    email: text('email').notNull(),
    role: staffRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('store_invitations_token_key').on(t.tokenHash),
    index('store_invitations_store_idx').on(t.storeId, t.createdAt),
    check('store_invitations_email_check', sql`${t.email} = lower(${t.email})`),
  ],
);
