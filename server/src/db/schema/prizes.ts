import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { coupons, couponTypeEnum } from './coupons.ts';
import { userCredits } from './credits.ts';
import { users } from './users.ts';

// Owned by the prizes module.

// Prizes the games and contests hand out. A prize is a kind of value the staff define once and
// reuse (a roulette segment, a contest's first place, a quiz's reward, a buried treasure):
// - coupon: a personal code for a percent or fixed discount, usable once by the winner;
// - credit: money in the winner's credit wallet, which checkout spends;
// - product: a personal code that makes one unit of that product free.
export const prizeKindEnum = pgEnum('prize_kind', ['coupon', 'credit', 'product']);
export const prizeSourceEnum = pgEnum('prize_source', ['roulette', 'contest', 'quiz', 'treasure']);

export const prizes = pgTable(
  'prizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    kind: prizeKindEnum('kind').notNull(),
    couponType: couponTypeEnum('coupon_type'),
    // Percent (1-100) or paisa, by coupon type.
    couponValue: integer('coupon_value'),
    minSubtotalPaisa: integer('min_subtotal_paisa').notNull().default(0),
    creditPaisa: integer('credit_paisa'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    // How long a won code stays usable.
    validDays: integer('valid_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'prizes_kind_check',
      sql`(${t.kind} = 'coupon' and ${t.couponType} is not null and ${t.couponValue} > 0)
        or (${t.kind} = 'credit' and ${t.creditPaisa} > 0)
        or (${t.kind} = 'product' and ${t.productId} is not null)`,
    ),
    check('prizes_valid_days_check', sql`${t.validDays} between 1 and 365`),
  ],
);

// One row per prize handed out. The source and its key (a spin, a contest place, a quiz play, a
// treasure) are unique, so retrying an award never pays twice.
export const prizeAwards = pgTable(
  'prize_awards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: prizeSourceEnum('source').notNull(),
    sourceKey: text('source_key').notNull(),
    // What the winner was told they won it for ("Tihar roulette", "Cake photo contest, 1st place").
    reason: text('reason').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    creditId: integer('credit_id').references(() => userCredits.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('prize_awards_source_key').on(t.source, t.sourceKey),
    index('prize_awards_user_idx').on(t.userId, t.createdAt),
    index('prize_awards_prize_idx').on(t.prizeId),
  ],
);
