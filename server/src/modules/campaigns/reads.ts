import {
  CAMPAIGN_PRODUCTS_PER_PAGE,
  type TCampaignDetails,
  type TCampaignState,
  type TCampaignSummary,
  type TDealCard,
  type TFlashSale,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campaignOffers, campaigns, flashSales } from '../../db/schema/campaigns.ts';
import { notFound } from '../../lib/errors.ts';
import { cardColumns, col, isUuid, onSale, toCard } from '../catalog/index.ts';
import { brands, categories, products, stores } from '../catalog/tables.ts';
import { dealsFor, publicDeal } from '../deals/index.ts';
import { festivalById } from '../festivals/index.ts';
import { treasureHunts } from '../games/tables.ts';

// The campaign pages: the campaign with its flash sales, banners and best deals; its offers;
// the stores taking part; and its products, all priced by the deals running now.

type Campaign = typeof campaigns.$inferSelect;

export const stateOf = (c: Pick<Campaign, 'startsAt' | 'endsAt'>, now: Date): TCampaignState =>
  now < c.startsAt ? 'upcoming' : now < c.endsAt ? 'running' : 'ended';

const summaryOf = (c: Campaign, now: Date): TCampaignSummary => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  tagline: c.tagline,
  description: c.description,
  icon: c.iconPath,
  banner: c.bannerPath,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
  state: stateOf(c, now),
});

/** A published campaign by number or slug, or 404: a draft is nobody's business yet. */
async function findCampaign(db: DbOrTx, idOrSlug: string): Promise<Campaign> {
  const byId = /^\d{1,9}$/.test(idOrSlug) ? eq(campaigns.id, Number(idOrSlug)) : undefined;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.isPublished, true),
        byId ? or(byId, eq(campaigns.slug, idOrSlug)) : eq(campaigns.slug, idOrSlug),
      ),
    )
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_campaign);
  return row;
}

/** Products in the campaign: on offer by themselves, their category (or its parent) or brand, or on a flash sale. */
function inCampaign(campaignId: number): SQL {
  const p = (c: string) => col('products', c);
  return sql`(exists (select 1 from campaign_offers o where o.campaign_id = ${campaignId} and (
      o.product_id = ${p('id')} or o.brand_id = ${p('brand_id')} or o.category_id = ${p('category_id')}
      or o.category_id = (select c2.parent_id from categories c2 where c2.id = ${p('category_id')})))
    or exists (select 1 from flash_sales f where f.campaign_id = ${campaignId} and f.product_id = ${p('id')}))`;
}

/** Cards with the deal running now on each, its price shown as the campaign price. */
async function dealCards(db: DbOrTx, rows: Parameters<typeof toCard>[0][], now: Date): Promise<TDealCard[]> {
  const cards = rows.map(toCard);
  const deals = await dealsFor({
    db,
    items: cards.map((c) => ({ productId: c.id, listPrice: c.price })),
    now,
  });
  return cards.map((card, i) => {
    const deal = deals[i];
    if (!deal) return { ...card, deal: null };
    return {
      ...card,
      price: deal.price,
      originalPrice: card.originalPrice ?? deal.listPrice,
      deal: publicDeal(deal),
    };
  });
}

async function flashSalesOf(db: DbOrTx, campaignId: number, now: Date): Promise<TFlashSale[]> {
  const rows = await db
    .select({ ...cardColumns, sale: flashSales })
    .from(flashSales)
    .innerJoin(products, eq(products.id, flashSales.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(flashSales.campaignId, campaignId), onSale))
    .orderBy(asc(flashSales.startsAt), asc(flashSales.id));
  const sales = rows.map(({ sale, ...card }) => {
    const product = toCard(card);
    const state: TFlashSale['state'] =
      now >= sale.endsAt
        ? 'ended'
        : now < sale.startsAt
          ? 'upcoming'
          : sale.soldCount >= sale.stock
            ? 'sold_out'
            : 'running';
    return {
      id: sale.id,
      product,
      listPrice: product.price,
      price: sale.pricePaisa,
      startsAt: sale.startsAt.toISOString(),
      endsAt: sale.endsAt.toISOString(),
      stock: sale.stock,
      sold: sale.soldCount,
      perCustomerLimit: sale.perCustomerLimit,
      state,
    };
  });
  // Running and coming sales first; the ended ones after, as a record of what there was.
  const rank = { running: 0, sold_out: 1, upcoming: 2, ended: 3 } as const;
  return sales.sort((a, b) => rank[a.state] - rank[b.state]);
}

export async function campaignDetails(o: { db: DbOrTx; id: string; now: Date }): Promise<TCampaignDetails> {
  const c = await findCampaign(o.db, o.id);
  const [flashSale, featureRows, cats, brandRows, [hunt], festival] = await Promise.all([
    flashSalesOf(o.db, c.id, o.now),
    o.db
      .select(cardColumns)
      .from(campaignOffers)
      .innerJoin(products, eq(products.id, campaignOffers.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(campaignOffers.campaignId, c.id), onSale))
      .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id))
      .limit(8),
    o.db
      .select({
        slug: categories.slug,
        name: categories.name,
        image: categories.image,
        percentOff: campaignOffers.percentOff,
      })
      .from(campaignOffers)
      .innerJoin(categories, eq(categories.id, campaignOffers.categoryId))
      .where(and(eq(campaignOffers.campaignId, c.id), eq(categories.isActive, true)))
      .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id)),
    o.db
      .select({
        slug: brands.slug,
        name: brands.name,
        image: brands.logo,
        percentOff: campaignOffers.percentOff,
      })
      .from(campaignOffers)
      .innerJoin(brands, eq(brands.id, campaignOffers.brandId))
      .where(eq(campaignOffers.campaignId, c.id))
      .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id)),
    o.db
      .select({ id: treasureHunts.id })
      .from(treasureHunts)
      .where(and(eq(treasureHunts.campaignId, c.id), eq(treasureHunts.isPublished, true)))
      .limit(1),
    c.festivalId === null ? null : festivalById({ db: o.db, id: c.festivalId }),
  ]);
  return {
    campaign: summaryOf(c, o.now),
    flashSale,
    sliders: c.bannerPath
      ? [
          {
            key: `campaign:${c.slug}:1`,
            image: c.bannerPath,
            url: `/campaign/${c.slug}#deals`,
            title: c.name,
          },
        ]
      : [],
    featureDeals: await dealCards(o.db, featureRows, o.now),
    categories: cats,
    brands: brandRows,
    treasureHunt: hunt !== undefined,
    festival,
  };
}

export async function campaignOffersOf(o: { db: DbOrTx; campaign: string; now: Date }) {
  const c = await findCampaign(o.db, o.campaign);
  const rows = await o.db
    .select({
      id: campaignOffers.id,
      target: campaignOffers.target,
      percentOff: campaignOffers.percentOff,
      price: campaignOffers.pricePaisa,
      productName: products.name,
      productSlug: products.slug,
      listPrice: products.sellingPricePaisa,
      productImage: sql<
        string | null
      >`(select pi.path from product_images pi where pi.product_id = ${products.id} order by pi.sort_order, pi.id limit 1)`,
      categoryName: categories.name,
      categorySlug: categories.slug,
      categoryImage: categories.image,
      brandName: brands.name,
      brandSlug: brands.slug,
      brandLogo: brands.logo,
    })
    .from(campaignOffers)
    .leftJoin(products, eq(products.id, campaignOffers.productId))
    .leftJoin(categories, eq(categories.id, campaignOffers.categoryId))
    .leftJoin(brands, eq(brands.id, campaignOffers.brandId))
    .where(eq(campaignOffers.campaignId, c.id))
    .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id));
  const base = `/campaign/${c.slug}`;
  const offers = rows.flatMap((r) => {
    const common = { id: r.id, target: r.target, percentOff: r.percentOff, price: r.price };
    if (r.target === 'product' && r.productSlug && r.productName)
      return [
        {
          ...common,
          title: r.productName,
          url: `/product/${r.productSlug}`,
          image: r.productImage,
          listPrice: r.listPrice,
        },
      ];
    if (r.target === 'category' && r.categorySlug && r.categoryName)
      return [
        {
          ...common,
          title: r.categoryName,
          url: `${base}/category/${r.categorySlug}`,
          image: r.categoryImage,
          listPrice: null,
        },
      ];
    if (r.target === 'brand' && r.brandSlug && r.brandName)
      return [
        {
          ...common,
          title: r.brandName,
          url: `${base}/brand/${r.brandSlug}`,
          image: r.brandLogo,
          listPrice: null,
        },
      ];
    return [];
  });
  return { offers };
}

export async function campaignStoresOf(o: { db: DbOrTx; campaign: string }) {
  const c = await findCampaign(o.db, o.campaign);
  const n = count(products.id);
  const rows = await o.db
    .select({ slug: stores.slug, name: stores.name, logo: stores.logo, city: stores.city, products: n })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(onSale, inCampaign(c.id)))
    .groupBy(stores.id)
    .orderBy(desc(n), asc(stores.name))
    .limit(48);
  return { stores: rows.map((r) => ({ ...r, products: Number(r.products) })) };
}

export async function campaignProductsOf(o: {
  db: DbOrTx;
  campaign: string;
  category?: string;
  brand?: string;
  page: number;
  now: Date;
}) {
  const c = await findCampaign(o.db, o.campaign);
  let scope: { kind: 'category' | 'brand'; slug: string; name: string } | null = null;
  let narrow: SQL | undefined;
  if (o.category) {
    const [cat] = await o.db.select().from(categories).where(eq(categories.slug, o.category));
    if (!cat) throw notFound(m.errors_not_found_category);
    scope = { kind: 'category', slug: cat.slug, name: cat.name };
    narrow = sql`(${products.categoryId} = ${cat.id} or ${products.categoryId} in (select id from categories where parent_id = ${cat.id}))`;
  } else if (o.brand) {
    const [brand] = await o.db.select().from(brands).where(eq(brands.slug, o.brand));
    if (!brand) throw notFound(m.errors_not_found_brand);
    scope = { kind: 'brand', slug: brand.slug, name: brand.name };
    narrow = eq(products.brandId, brand.id);
  }
  const where = and(onSale, inCampaign(c.id), narrow);
  const per = CAMPAIGN_PRODUCTS_PER_PAGE;
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select(cardColumns)
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where)
      .orderBy(desc(products.soldCount), asc(products.name), asc(products.id))
      .limit(per)
      .offset((o.page - 1) * per),
    o.db
      .select({ total: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  ]);
  return { products: await dealCards(o.db, rows, o.now), scope, total: Number(total) };
}

/** The deals now on products by id, for the product page (a campaign price and its countdown). */
export async function dealsByProduct(o: { db: DbOrTx; ids: string[]; now: Date }) {
  const ids = o.ids.filter(isUuid);
  if (ids.length === 0) return {};
  const rows = await o.db
    .select({ id: products.id, price: products.sellingPricePaisa })
    .from(products)
    .where(sql`${products.id} in ${ids}`);
  const deals = await dealsFor({
    db: o.db,
    items: rows.map((r) => ({ productId: r.id, listPrice: r.price })),
    now: o.now,
  });
  return Object.fromEntries(rows.flatMap((r, i) => (deals[i] ? [[r.id, publicDeal(deals[i])]] : [])));
}
