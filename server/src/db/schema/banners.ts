import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Owned by the banners module.

// Banner clicks and views, one row per banner per Kathmandu day. The server counts in memory and
// adds its batch to these rows every few seconds, so a busy banner costs one write per batch.
// `banner_key` names the banner: `home:<slide id>` or `campaign:<slug>:<n>`.
export const bannerStats = pgTable(
  'banner_stats',
  {
    bannerKey: text('banner_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bannerKey, t.day] }),
    index('banner_stats_day_idx').on(t.day),
    check('banner_stats_counts_check', sql`${t.clicks} >= 0 and ${t.views} >= 0`),
  ],
);
