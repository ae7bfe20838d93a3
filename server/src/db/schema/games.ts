import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { prizeAwards, prizes } from './prizes.ts';
import { users } from './users.ts';

// Owned by the games module.

// The two prize games. Both hand prizes out through prize_awards; what each keeps here is its
// own stock and allowance, moved only by conditional updates inside the spin's or dig's
// transaction, so parallel requests can never give more than there is.

// A roulette wheel the staff define. It runs while published and now is within its dates;
// each signed-in shopper may spin it a few times per Kathmandu day.
export const roulettes = pgTable(
  'roulettes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    spinsPerDay: integer('spins_per_day').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('roulettes_running_idx').on(t.isPublished, t.startsAt),
    check('roulettes_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('roulettes_spins_check', sql`${t.spinsPerDay} between 1 and 100`),
  ],
);

// One slice of a wheel, in wheel order. Without a prize it is a "try again" slice (no stock);
// with one, stock is how many more times it may be won.
export const rouletteSegments = pgTable(
  'roulette_segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rouletteId: integer('roulette_id')
      .notNull()
      .references(() => roulettes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    colour: text('colour').notNull(),
    prizeId: integer('prize_id').references(() => prizes.id, { onDelete: 'restrict' }),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
  },
  (t) => [
    index('roulette_segments_wheel_idx').on(t.rouletteId, t.position),
    check('roulette_segments_weight_check', sql`${t.weight} > 0`),
    check(
      'roulette_segments_stock_check',
      sql`(${t.prizeId} is null and ${t.stock} is null) or (${t.prizeId} is not null and ${t.stock} >= 0)`,
    ),
  ],
);

// Spins used per shopper, wheel and Kathmandu day: the allowance is taken by an upsert that only
// adds while spins < the wheel's allowance.
export const rouletteDailySpins = pgTable(
  'roulette_daily_spins',
  {
    rouletteId: integer('roulette_id')
      .notNull()
      .references(() => roulettes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    spins: integer('spins').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rouletteId, t.userId, t.day] })],
);

// Every spin and what it landed on. The label and prize are copied so a later edit of the wheel
// does not rewrite history.
export const rouletteSpins = pgTable(
  'roulette_spins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rouletteId: integer('roulette_id')
      .notNull()
      .references(() => roulettes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    segmentId: integer('segment_id').references(() => rouletteSegments.id, { onDelete: 'set null' }),
    segmentIndex: integer('segment_index').notNull(),
    label: text('label').notNull(),
    prizeId: integer('prize_id').references(() => prizes.id, { onDelete: 'restrict' }),
    awardId: integer('award_id').references(() => prizeAwards.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('roulette_spins_wheel_idx').on(t.rouletteId, t.day),
    index('roulette_spins_user_idx').on(t.userId),
  ],
);

// A treasure hunt of a campaign: treasures are buried under some of its digging spots (products);
// each shopper has a number of digs for the whole hunt.
export const treasureHunts = pgTable(
  'treasure_hunts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    digsPerUser: integer('digs_per_user').notNull().default(3),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('treasure_hunts_campaign_idx').on(t.campaignId),
    check('treasure_hunts_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('treasure_hunts_digs_check', sql`${t.digsPerUser} between 1 and 100`),
  ],
);

/** The products a hunt lets shoppers dig under, in display order. */
export const treasureSpots = pgTable(
  'treasure_spots',
  {
    huntId: integer('hunt_id')
      .notNull()
      .references(() => treasureHunts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.huntId, t.productId] })],
);

// A treasure: one prize under one spot. The first digger there claims it by the conditional
// update `found_by is null`; where it hides never leaves the server until it is found.
export const treasures = pgTable(
  'treasures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    huntId: integer('hunt_id')
      .notNull()
      .references(() => treasureHunts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    foundBy: uuid('found_by').references(() => users.id, { onDelete: 'set null' }),
    foundAt: ts('found_at'),
    awardId: integer('award_id').references(() => prizeAwards.id, { onDelete: 'set null' }),
  },
  (t) => [unique('treasures_spot_key').on(t.huntId, t.productId)],
);

/** Digs used per shopper and hunt, taken by an upsert that only adds while digs < the allowance. */
export const treasureDigCounts = pgTable(
  'treasure_dig_counts',
  {
    huntId: integer('hunt_id')
      .notNull()
      .references(() => treasureHunts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digs: integer('digs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.huntId, t.userId] })],
);

/** Each dig; a shopper digs a spot once (unique), so a double tap never spends two digs. */
export const treasureDigs = pgTable(
  'treasure_digs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    huntId: integer('hunt_id')
      .notNull()
      .references(() => treasureHunts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    treasureId: integer('treasure_id').references(() => treasures.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('treasure_digs_once_key').on(t.huntId, t.userId, t.productId)],
);
