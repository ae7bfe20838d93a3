import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { brands, categories, products } from './catalog.ts';
import { ts } from './columns.ts';
import { festivals } from './festivals.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Owned by the campaigns module.

// Campaigns (a festival sale, say) group offers for a while: lower prices on products, on whole
// categories or on brands, and flash sales with their own hours, stock and per-customer limit.
// A campaign runs while it is published and now is within its dates; the header shows its icon.
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    description: text('description').notNull().default(''),
    // Public picture paths (/media/...), uploaded in the dashboard.
    iconPath: text('icon_path'),
    bannerPath: text('banner_path'),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    // Who pays for the prices it takes off: the shop (it pays the stores the difference) or the
    // stores themselves.
    fundedBy: text('funded_by').$type<'shop' | 'store'>().notNull().default('shop'),
    // The festival the campaign is for, named on its page; deleting the festival unties it.
    festivalId: integer('festival_id').references(() => festivals.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_dates_idx').on(t.startsAt, t.endsAt),
    index('campaigns_festival_idx').on(t.festivalId),
    check('campaigns_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_funded_by_check', sql`${t.fundedBy} in ('shop', 'store')`),
  ],
);

export const campaignOfferTargetEnum = pgEnum('campaign_offer_target', ['product', 'category', 'brand']);

// One offer of a campaign: a percent off a product, a category (with its subcategories) or a
// brand, or a campaign price for one product. Where several apply, the shopper pays the lowest.
export const campaignOffers = pgTable(
  'campaign_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    target: campaignOfferTargetEnum('target').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    percentOff: integer('percent_off'),
    // The price of the product as listed (for a cake: at its smallest size), in paisa.
    pricePaisa: integer('price_paisa'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaign_offers_campaign_idx').on(t.campaignId),
    index('campaign_offers_product_idx').on(t.productId),
    index('campaign_offers_category_idx').on(t.categoryId),
    index('campaign_offers_brand_idx').on(t.brandId),
    check(
      'campaign_offers_target_check',
      sql`(${t.target} = 'product' and ${t.productId} is not null and ${t.categoryId} is null and ${t.brandId} is null)
        or (${t.target} = 'category' and ${t.categoryId} is not null and ${t.productId} is null and ${t.brandId} is null)
        or (${t.target} = 'brand' and ${t.brandId} is not null and ${t.productId} is null and ${t.categoryId} is null)`,
    ),
    check(
      'campaign_offers_discount_check',
      sql`(${t.percentOff} between 1 and 90 and ${t.pricePaisa} is null)
        or (${t.pricePaisa} > 0 and ${t.percentOff} is null and ${t.target} = 'product')`,
    ),
  ],
);

// A flash sale: one product at a price for a few hours, while its stock lasts, a few per customer.
// sold_count moves only by a conditional update in the order's transaction.
export const flashSales = pgTable(
  'flash_sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaisa: integer('price_paisa').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    stock: integer('stock').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('flash_sales_campaign_idx').on(t.campaignId),
    index('flash_sales_product_idx').on(t.productId, t.startsAt),
    check('flash_sales_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('flash_sales_sold_check', sql`${t.soldCount} >= 0 and ${t.soldCount} <= ${t.stock}`),
    check('flash_sales_limit_check', sql`${t.perCustomerLimit} >= 1 and ${t.pricePaisa} > 0`),
  ],
);

// Who bought how many at a flash sale's price, for the per-customer limit and the staff's view.
export const flashSalePurchases = pgTable(
  'flash_sale_purchases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('flash_sale_purchases_sale_user_idx').on(t.flashSaleId, t.userId),
    index('flash_sale_purchases_order_idx').on(t.orderId),
  ],
);
