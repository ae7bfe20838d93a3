import { index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { orders } from './orders.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

// Owned by the support module.

export const ticketCategoryEnum = pgEnum('ticket_category', [
  'order',
  'delivery',
  'payment',
  'refund',
  'product',
  'account',
  'other',
]);
// open: the shop owes an answer; waiting: the customer does; closed: settled (a customer's
// reply opens it again).
export const ticketStatusEnum = pgEnum('ticket_status', ['open', 'waiting', 'closed']);
export const ticketSideEnum = pgEnum('ticket_side', ['customer', 'staff', 'store']);

// A shopper's support ticket. Its order, when it names one, decides which stores may read and
// answer it besides the shop's admins.
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What the shopper quotes on the phone: random, so tickets cannot be counted or guessed.
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: ticketCategoryEnum('category').notNull(),
    status: ticketStatusEnum('status').notNull().default('open'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: ts('last_message_at').notNull(),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
    index('support_tickets_assignee_idx').on(t.assigneeId),
    index('support_tickets_order_idx').on(t.orderId),
  ],
);

// One message of a ticket. The author's name is kept as shown when written (a staff member's
// first name, or the store's name), so the thread reads the same after a rename.
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: ticketSideEnum('side').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    index('support_ticket_messages_author_idx').on(t.authorId),
  ],
);

// Pictures the customer sent with a message: their own uploads, which are then no longer
// "unsent" and so outlive the clean-up of abandoned uploads.
export const supportTicketImages = pgTable(
  'support_ticket_images',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId] }), index('support_ticket_images_message_idx').on(t.messageId)],
);
