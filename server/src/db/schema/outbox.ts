import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Owned by the mail module.

/**
 * pending: never tried; sending: claimed by one sender until next_attempt_at (its lease);
 * failed: refused, tried again at next_attempt_at; dead: refused for a day, left for an admin;
 * kept: no sender is configured for its channel (read at /dev/mailbox outside production).
 */
export const outboxStatusEnum = pgEnum('outbox_status', [
  'pending',
  'sent',
  'failed',
  'kept',
  'sending',
  'dead',
]);

// E-mail and SMS go through an outbox: written in the transaction that causes them, then sent by
// whichever instance claims them first.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra e-mail headers (List-Unsubscribe on reminders); null for most messages. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a sender may take it next: the retry time when failed, the lease's end while sending. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient),
  ],
);
