import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the influencers module.

export const influencerStatusEnum = pgEnum('influencer_status', ['pending', 'approved', 'rejected']);
export const reactionKindEnum = pgEnum('reaction_kind', ['like', 'love', 'wow']);

// One profile a person: applying again edits (while pending) or re-opens (after a rejection)
// the same row. Follower counts are what the applicant claims; admins check them by hand.
export const influencers = pgTable(
  'influencers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull().unique(),
    bio: text('bio').notNull(),
    instagramUrl: text('instagram_url'),
    tiktokUrl: text('tiktok_url'),
    youtubeUrl: text('youtube_url'),
    facebookUrl: text('facebook_url'),
    instagramFollowers: integer('instagram_followers'),
    tiktokFollowers: integer('tiktok_followers'),
    youtubeFollowers: integer('youtube_followers'),
    facebookFollowers: integer('facebook_followers'),
    // Catalogue category ids; a deleted category simply drops out when read.
    categoryIds: integer('category_ids').array().notNull().default([]),
    status: influencerStatusEnum('status').notNull().default('pending'),
    adminNote: text('admin_note'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('influencers_status_idx').on(t.status, t.createdAt)],
);

export const influencerPicks = pgTable(
  'influencer_picks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('influencer_picks_product_key').on(t.influencerId, t.productId)],
);

// Each kind once per reader and influencer: adding twice is a no-op, not a second row.
export const influencerReactions = pgTable(
  'influencer_reactions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    kind: reactionKindEnum('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('influencer_reactions_once_key').on(t.userId, t.influencerId, t.kind),
    index('influencer_reactions_influencer_idx').on(t.influencerId, t.kind),
  ],
);
