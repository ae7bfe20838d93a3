import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

// Owned by the cake module.

// The shop's cake options (what a cake goes into the cart with: pound, tier, flavour, icing type,
// shape, eggless, less cream) and their surcharges, which the server adds when it prices a cart
// line (never the client). Each cake offers a subset, chosen by its seller: flavours and shapes in
// cake-choices.ts, tiers and extras on the product; icing types are offered by every cake.
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const cakeFlavours = pgTable(
  'cake_flavours',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    // Sponge and icing colours, used by the cake pictures and the flavour picker's swatches.
    colour: text('colour').notNull(),
    icingColour: text('icing_colour').notNull(),
    pricePerPoundPaisa: integer('price_per_pound_paisa').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('cake_flavours_sort_idx').on(t.sortOrder)],
);

export const cakeIcingTypes = pgTable(
  'cake_icing_types',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    pricePerPoundPaisa: integer('price_per_pound_paisa').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('cake_icing_types_sort_idx').on(t.sortOrder)],
);

export const cakeShapes = pgTable(
  'cake_shapes',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    pricePaisa: integer('price_paisa').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('cake_shapes_sort_idx').on(t.sortOrder)],
);

export const cakeTiers = pgTable(
  'cake_tiers',
  {
    id: id(),
    tiers: integer('tiers').notNull().unique(),
    name: text('name').notNull(),
    // A taller cake needs more cake: the configurator refuses fewer pounds than this.
    minPound: numeric('min_pound', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    pricePaisa: integer('price_paisa').notNull().default(0),
    // Heights in inches this many tiers are baked in; the first is included in the price and
    // each inch above it costs heightPricePerInchPaisa (modules/cake prices it).
    heights: integer('heights').array().notNull().default(sql`'{4}'::integer[]`),
    heightPricePerInchPaisa: integer('height_price_per_inch_paisa').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('cake_tiers_min_pound_idx').on(t.minPound)],
);

export type CakeFlavour = typeof cakeFlavours.$inferSelect;
export type CakeIcingType = typeof cakeIcingTypes.$inferSelect;
export type CakeShape = typeof cakeShapes.$inferSelect;
export type CakeTier = typeof cakeTiers.$inferSelect;
