import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cakeFlavours } from './cake-options.ts';
import { ts } from './columns.ts';
import { districtEnum } from './delivery.ts';
import { users } from './users.ts';

// Owned by the catalog module.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categoryKindEnum = pgEnum('category_kind', [
  'cake',
  'flowers',
  'chocolates',
  'gifts',
  'personalised',
  'automobiles',
  'donations',
  'other',
]);

// Cakes are configured (pound, flavour...), automobiles and donations have their own pages.
export const productTypeEnum = pgEnum('product_type', ['cake', 'product', 'automobile', 'donation']);

// Where a product is in its life in the dashboard: a draft is being written, a live one is in the
// shop, an archived one was taken off it and may come back. isActive is true exactly when live.
export const productStatusEnum = pgEnum('product_status', ['draft', 'live', 'archived']);

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    // The name shown on Nepali pages; null: the English name is shown there too.
    nameNe: text('name_ne'),
    description: text('description'),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    kind: categoryKindEnum('kind').notNull().default('other'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('categories_parent_sort_idx').on(t.parentId, t.sortOrder),
    index('categories_kind_idx').on(t.kind),
  ],
);

export const occasions = pgTable(
  'occasions',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('occasions_sort_idx').on(t.sortOrder)],
);

/** A store's week of opening hours ('HH:MM'), Sunday first; null on a closed day. */
export type StoreHours = ({ opens: string; closes: string } | null)[];

// Sellers' shops: the shop is a marketplace, and a seller owns one or more stores.
export const stores = pgTable(
  'stores',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    logo: text('logo'),
    banner: text('banner'),
    city: text('city').notNull(),
    district: districtEnum('district').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // Sunday first, as the week runs in Nepal; null on a day the store is closed, and no hours
    // at all until its owner sets them.
    openingHours: jsonb('opening_hours').$type<StoreHours>(),
    // The hour (Kathmandu) after which the store takes no more orders for delivery the same day;
    // null: only the shop's own rule (ready by the last deliveries of the day).
    sameDayCutoffHour: integer('same_day_cutoff_hour'),
    // The shop's commission on the store's delivered items, in basis points (1000 = 10 %); null:
    // the shop's usual rate. Set by admins.
    commissionBp: integer('commission_bp'),
    // Who takes the store's orders to the door: the store's own riders, as sellers are promised
    // (they keep the delivery charge and hold the cash they collect), or the shop's, by
    // arrangement with the shop.
    deliveredBy: text('delivered_by').$type<'shop' | 'store'>().notNull().default('store'),
    // Payouts held, for example during a dispute; the reason is shown to the store.
    payoutsHeldReason: text('payouts_held_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The hours a store may choose (STORE_CUTOFF_EARLIEST to STORE_CUTOFF_LATEST in the contract).
    check(
      'stores_same_day_cutoff_check',
      sql`${t.sameDayCutoffHour} is null or ${t.sameDayCutoffHour} between 8 and 17`,
    ),
    check('stores_commission_check', sql`${t.commissionBp} is null or ${t.commissionBp} between 0 and 5000`),
    check('stores_delivered_by_check', sql`${t.deliveredBy} in ('shop', 'store')`),
    index('stores_owner_idx').on(t.ownerUserId),
    index('stores_district_idx').on(t.district),
    index('stores_rating_idx').on(t.ratingAvg),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    logo: text('logo'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('brands_store_idx').on(t.storeId), index('brands_sort_idx').on(t.sortOrder)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // The seller's Nepali name and description, shown on Nepali pages; null: the English ones are.
    nameNe: text('name_ne'),
    descriptionNe: text('description_ne'),
    type: productTypeEnum('type').notNull().default('product'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    // The cake's own flavour (drives its picture and the cake finder); buyers may pick others.
    flavourId: integer('flavour_id').references(() => cakeFlavours.id, { onDelete: 'set null' }),
    // Money is integer paisa. For cakes pricePaisa is the price at minPound
    // and pricePerPoundPaisa the price of each further pound; the server prices every cart line.
    pricePaisa: integer('price_paisa').notNull(),
    salePricePaisa: integer('sale_price_paisa'),
    pricePerPoundPaisa: integer('price_per_pound_paisa'),
    // What the buyer pays before options; generated so price filters and sorts use one index.
    sellingPricePaisa: integer('selling_price_paisa')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`coalesce(sale_price_paisa, price_paisa)`),
    currency: text('currency').notNull().default('NPR'),
    isActive: boolean('is_active').notNull().default(true),
    status: productStatusEnum('status').notNull().default('live'),
    isUrgent: boolean('is_urgent').notNull().default(false),
    isReadyMade: boolean('is_ready_made').notNull().default(false),
    // The recipe is eggless (the "eggless" listings and badges). Such a cake never offers the
    // eggless extra below: asking for it would charge for what the cake already is.
    isEggless: boolean('is_eggless').notNull().default(false),
    // What the seller lets a buyer choose for this cake, besides its flavours and shapes
    // (cake-choices.ts): the eggless sponge for a surcharge, less cream, and the tier counts
    // (cake_tiers.tiers) it is baked in.
    offersEggless: boolean('offers_eggless').notNull().default(false),
    offersLessCream: boolean('offers_less_cream').notNull().default(true),
    offeredTiers: integer('offered_tiers').array().notNull().default(sql`'{1}'::integer[]`),
    // Taller cakes (each tier's other heights, at the shop's price per inch): a seller opts in, so a
    // cake that says nothing about height is baked at its tier's first height and offers no choice.
    offersTaller: boolean('offers_taller').notNull().default(false),
    isSameDay: boolean('is_same_day').notNull().default(false),
    // A photo cake: the buyer uploads a picture that is printed on it (the photos module checks,
    // crops and keeps it; the store approves it before baking).
    photoPrintable: boolean('photo_printable').notNull().default(false),
    // Pounds come in halves (0.5, 1, 1.5 ...).
    minPound: numeric('min_pound', { precision: 4, scale: 1, mode: 'number' }),
    maxPound: numeric('max_pound', { precision: 4, scale: 1, mode: 'number' }),
    prepHours: integer('prep_hours').notNull().default(0),
    // null: made to order; a number: ready-made stock, decremented in the order transaction.
    stock: integer('stock'),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    // Names of the category, brand, store and occasions: a generated column can only read its
    // own row, so whoever writes a product fills this (see productKeywords in the factories).
    keywords: text('keywords').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // Weighted full-text search. immutable_array_to_string comes from the
    // 0000_extensions migration (array_to_string is only STABLE, which generated columns refuse).
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', name || ' ' || coalesce(name_ne, '')), 'A') || setweight(to_tsvector('english', immutable_array_to_string(tags) || ' ' || keywords), 'B') || setweight(to_tsvector('english', description || ' ' || coalesce(description_ne, '')), 'C')`,
      ),
    // The name's words alone (in both languages): search lists products whose name has every
    // word before the others. A column of its own (not the A weight of search) so that test is
    // cheap per row and the planner keeps statistics for it.
    nameSearch: tsvector('name_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', name || ' ' || coalesce(name_ne, ''))`),
  },
  (t) => [
    check('products_eggless_extra_check', sql`not (is_eggless and offers_eggless)`),
    index('products_category_idx').on(t.categoryId, t.isActive),
    index('products_store_idx').on(t.storeId, t.isActive),
    index('products_brand_idx').on(t.brandId),
    index('products_flavour_idx').on(t.flavourId),
    index('products_type_idx').on(t.type, t.isActive),
    index('products_selling_price_idx').on(t.sellingPricePaisa),
    index('products_created_idx').on(t.createdAt),
    index('products_sold_idx').on(t.soldCount),
    index('products_rating_idx').on(t.ratingAvg),
    index('products_views_idx').on(t.viewCount),
    index('products_min_pound_idx').on(t.minPound),
    // Partial indexes: the flags pick small subsets (urgent page, ready-made shelf...).
    index('products_urgent_idx').on(t.createdAt).where(sql`is_urgent`),
    index('products_ready_made_idx').on(t.createdAt).where(sql`is_ready_made`),
    index('products_eggless_idx').on(t.createdAt).where(sql`is_eggless`),
    index('products_same_day_idx').on(t.createdAt).where(sql`is_same_day`),
    index('products_tags_idx').using('gin', t.tags),
    index('products_colors_idx').using('gin', t.colors),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_search_idx').using('gin', t.search),
    // Trigram similarity only over a small candidate set (slow on PGlite), but the index makes it possible.
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_name_search_idx').using('gin', t.nameSearch),
    // The full sort orders of listings, shelves and search, so a page is read in order from an
    // index and stops after its rows instead of sorting every match (tens of thousands at 100k).
    // DESC NULLS FIRST is what a plain ORDER BY ... DESC means; any other null order would not match.
    index('products_popular_idx')
      .on(t.soldCount.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id)
      .where(sql`is_active`),
    index('products_category_popular_idx')
      .on(t.categoryId, t.soldCount.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id)
      .where(sql`is_active`),
    // Suggested cakes: the same flavour first, then the best rated.
    index('products_cake_rating_idx')
      .on(
        t.ratingAvg.desc().nullsFirst(),
        t.soldCount.desc().nullsFirst(),
        t.viewCount.desc().nullsFirst(),
        t.id,
      )
      .where(sql`is_active and type = 'cake'`),
    index('products_flavour_rating_idx')
      .on(
        t.flavourId,
        t.ratingAvg.desc().nullsFirst(),
        t.soldCount.desc().nullsFirst(),
        t.viewCount.desc().nullsFirst(),
        t.id,
      )
      .where(sql`is_active and type = 'cake'`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A URL path, e.g. /media/seed/cake-chocolate-1.svg or /uploads/...
    path: text('path').notNull(),
    alt: text('alt').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // With the id, a product's first picture is the first index entry: no sort per card.
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder, t.id)],
);

export const productOccasions = pgTable(
  'product_occasions',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    occasionId: integer('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.occasionId] }),
    index('product_occasions_occasion_idx').on(t.occasionId),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Occasion = typeof occasions.$inferSelect;
export type Store = typeof stores.$inferSelect;
export type Brand = typeof brands.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
