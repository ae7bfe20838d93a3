import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

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
