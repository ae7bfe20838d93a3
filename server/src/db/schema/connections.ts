import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the connections module.

// pending: asked, not answered; hidden: the addressee put it aside (the requester still sees it
// as sent); accepted: connected; declined: kept only so the same person cannot ask again at once.
export const connectionStatusEnum = pgEnum('connection_status', [
  'pending',
  'hidden',
  'accepted',
  'declined',
]);

// At most one row links two people, whoever asked: the unique index is on the pair in order.
export const userConnections = pgTable(
  'user_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: connectionStatusEnum('status').notNull().default('pending'),
    createdAt: ts('created_at').notNull(),
    respondedAt: ts('responded_at'),
    // When the addressee's e-mail digest of new requests mentioned it.
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    uniqueIndex('user_connections_pair_key').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('user_connections_requester_idx').on(t.requesterId, t.status),
    index('user_connections_addressee_idx').on(t.addresseeId, t.status),
  ],
);

// The last digest of connection requests each person was sent: at most one a day.
export const connectionDigests = pgTable('connection_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: ts('sent_at').notNull(),
});

// Someone a person has blocked: no connection or request links the two while the row stands.
// Each side blocks on their own, so two rows may link a pair; unblocking removes only one's own.
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
