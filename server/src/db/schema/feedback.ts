import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the info-pages module.

// Messages from the contact page. The shop team answers outside the shop (e-mail or phone) and
// marks each handled, so the open ones are the queue. The sender's account, when they were
// signed in, is kept only to tell the team they have one.
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    handledAt: ts('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_messages_created_idx').on(t.createdAt),
    index('feedback_messages_open_idx').on(t.createdAt).where(sql`handled_at is null`),
    index('feedback_messages_user_idx').on(t.userId),
    index('feedback_messages_handled_by_idx').on(t.handledBy),
  ],
);
