import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the reminders module.

// The people a shopper sends gifts to. The phone (digits only) ties a person to the orders
// delivered to them; an order named when the person was saved from it ties them for sure.
export const reminderPeople = pgTable(
  'reminder_people',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull().default(''),
    phone: text('phone'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('reminder_people_user_idx').on(t.userId), index('reminder_people_order_idx').on(t.orderId)],
);

// A person's yearly day, on its own calendar (bs or ad); the year, when known, is kept for people
// to read. unsubscribed_at: the shopper stopped its reminders from the link in one.
export const personOccasions = pgTable(
  'person_occasions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => reminderPeople.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'birthday' | 'anniversary' | 'festival'>().notNull(),
    label: text('label').notNull().default(''),
    calendar: text('calendar').$type<'bs' | 'ad'>().notNull(),
    month: smallint('month').notNull(),
    day: smallint('day').notNull(),
    year: smallint('year'),
    daysBefore: smallint('days_before').notNull().default(3),
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('person_occasions_person_idx').on(t.personId),
    check('person_occasions_days_before_check', sql`${t.daysBefore} between 1 and 14`),
  ],
);

// One row per reminder sent: unique on the occasion and the day it falls on, written in the same
// transaction as its outbox message, so a second run (another instance, a retry) sends nothing.
// Its links find it by token; only the tokens' SHA-256 are kept.
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    occasionId: integer('occasion_id')
      .notNull()
      .references(() => personOccasions.id, { onDelete: 'cascade' }),
    occursOn: date('occurs_on', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    giftTokenHash: text('gift_token_hash').notNull().unique(),
    stopTokenHash: text('stop_token_hash').notNull().unique(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [
    unique('occasion_reminders_once_key').on(t.occasionId, t.occursOn),
    index('occasion_reminders_sent_idx').on(t.sentAt),
  ],
);

// What staff suggest for each kind of occasion when a person has had no gift from the shopper yet.
export const occasionSuggestions = pgTable(
  'occasion_suggestions',
  {
    kind: text('kind').$type<'birthday' | 'anniversary' | 'festival'>().notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.productId] }),
    index('occasion_suggestions_product_idx').on(t.productId),
  ],
);
