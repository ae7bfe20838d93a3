import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the auth module.

export const contactKindEnum = pgEnum('contact_kind', ['email', 'phone']);

// A new e-mail address or phone number a user asked for, waiting for proof that it is theirs: a
// link mailed to the address (its token's hash kept here) or a code texted to the number (kept
// with the sign-in codes, which prove a number the same way). Nothing changes on the account
// until the proof comes back.
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: contactKindEnum('kind').notNull(),
    newValue: text('new_value').notNull(),
    tokenHash: text('token_hash').unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('contact_changes_user_idx').on(t.userId, t.kind, t.createdAt)],
);
