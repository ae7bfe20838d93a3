import { LEDGER_KINDS, PAYOUT_METHODS } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { ts } from './columns.ts';
import { orderComplaints, orderParts } from './orders.ts';
import { users } from './users.ts';

// Owned by the earnings module.

// Sellers' money. Every amount a store earns or owes is an entry in an append-only ledger, and a
// balance is always a sum of entries, never a stored number that could drift from them. Entries
// without a store are the shop's own account (its commission, the charges it keeps, and what it
// funds), so the entries of a delivered part add up to exactly what its customer paid.

// The kinds and what each means are in the contract (LEDGER_KINDS), which the screens share.
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);

export const payoutMethodEnum = pgEnum('payout_method', PAYOUT_METHODS);

export const storePayouts = pgTable(
  'store_payouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    amountPaisa: integer('amount_paisa').notNull(),
    // to_store: the shop paid the store; from_store: the store paid what it owed the shop.
    direction: text('direction').$type<'to_store' | 'from_store'>().notNull().default('to_store'),
    method: payoutMethodEnum('method').notNull(),
    // The bank's, eSewa's or Khalti's transaction reference, or who handed over the cash.
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_payouts_store_idx').on(t.storeId, t.createdAt),
    // One transfer is recorded once, however many admins enter it.
    uniqueIndex('store_payouts_reference_key').on(t.storeId, t.method, t.reference),
    check('store_payouts_amount_check', sql`${t.amountPaisa} > 0`),
    check('store_payouts_direction_check', sql`${t.direction} in ('to_store', 'from_store')`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // null: the shop's own account.
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    kind: ledgerKindEnum('kind').notNull(),
    // Positive: the shop owes the store more (or, on the shop's account, the shop earns).
    amountPaisa: integer('amount_paisa').notNull(),
    partId: uuid('part_id').references(() => orderParts.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => storePayouts.id, { onDelete: 'restrict' }),
    complaintId: integer('complaint_id').references(() => orderComplaints.id, { onDelete: 'restrict' }),
    // A reversal names the entry it mirrors; an entry is reversed at most once.
    reversesId: integer('reverses_id'),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_store_idx').on(t.storeId, t.createdAt),
    index('ledger_entries_part_idx').on(t.partId),
    index('ledger_entries_payout_idx').on(t.payoutId),
    index('ledger_entries_complaint_idx').on(t.complaintId),
    uniqueIndex('ledger_entries_reverses_key').on(t.reversesId),
    check('ledger_entries_amount_check', sql`${t.amountPaisa} <> 0`),
  ],
);

/**
 * A store's week (Sunday to Saturday, Nepal time), made once on the Sunday after it: the balance
 * before, the entries of the week and the balance after. The entries are read again from the
 * ledger by date when the statement is shown, which never changes them (the ledger only grows,
 * and an entry's time is its insertion time).
 */
export const storeStatements = pgTable(
  'store_statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    // The Sunday the week starts on, in Nepal.
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    // Entries with from <= created_at < until belong to the week.
    fromAt: ts('from_at').notNull(),
    untilAt: ts('until_at').notNull(),
    // The last entry the statement counted, so a late insert of the same instant cannot change it.
    lastEntryId: integer('last_entry_id').notNull(),
    openingPaisa: integer('opening_paisa').notNull(),
    closingPaisa: integer('closing_paisa').notNull(),
    // What will be paid out: the closing balance when it is positive and the store is not on hold.
    payablePaisa: integer('payable_paisa').notNull(),
    entryCount: integer('entry_count').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_statements_store_week_key').on(t.storeId, t.weekStart)],
);
