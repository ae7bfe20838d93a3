import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

// Owned by the festivals module.

// The festivals people give gifts for. Most follow the lunar calendar, so staff enter each year's
// days as they are announced: one row per festival per year, a day or a span of Kathmandu dates
// (Tihar's five days). Both names are kept as staff write them, English and Nepali.
export const festivals = pgTable(
  'festivals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The storefront asks for the festivals overlapping a range of days.
    index('festivals_days_idx').on(t.startsOn, t.endsOn),
    check('festivals_days_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
