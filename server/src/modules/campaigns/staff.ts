import type { TStaffCampaign, ZCampaignBody, ZFlashSaleBody, ZOfferBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { campaignOffers, campaigns, flashSalePurchases, flashSales } from '../../db/schema/campaigns.ts';
import { AppError, digits, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { col, isUuid } from '../catalog/index.ts';
import { brands, categories, products } from '../catalog/tables.ts';
import { invalidateContentCache } from '../content/index.ts';
import { dealsChanged } from '../deals/index.ts';
import { festivalById } from '../festivals/index.ts';
import { stateOf } from './reads.ts';

// The admins' campaigns: the campaign, its offers and its flash sales. Every write is audited
// with before and after; a flash sale somebody bought at is changed, never removed.

type CampaignBody = z.output<typeof ZCampaignBody>;
type OfferBody = z.output<typeof ZOfferBody>;
type FlashBody = z.output<typeof ZFlashSaleBody>;

const taken = () =>
  new AppError('slug_taken', m.errors_sellers_campaign_slug_taken(), 409, {
    slug: [m.errors_sellers_campaign_slug_taken()],
  });

export async function listStaffCampaigns(db: DbOrTx, now: Date) {
  // Named with its table: in a one-table select Drizzle would leave "id" bare, and the
  // sub-select would read it as its own row's.
  const id = col('campaigns', 'id');
  const rows = await db
    .select({
      c: campaigns,
      offers: sql<number>`(select count(*)::int from campaign_offers o where o.campaign_id = ${id})`,
      flashSales: sql<number>`(select count(*)::int from flash_sales f where f.campaign_id = ${id})`,
    })
    .from(campaigns)
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id));
  return rows.map(({ c, offers, flashSales: n }) => ({
    ...head(c, now),
    offers: Number(offers),
    flashSales: Number(n),
  }));
}

function head(c: typeof campaigns.$inferSelect, now: Date) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    tagline: c.tagline,
    description: c.description,
    iconPath: c.iconPath,
    bannerPath: c.bannerPath,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    isPublished: c.isPublished,
    fundedBy: c.fundedBy,
    festivalId: c.festivalId,
    state: stateOf(c, now),
  };
}

export async function getStaffCampaign(db: DbOrTx, id: number, now: Date): Promise<TStaffCampaign> {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!c) throw notFound(m.errors_not_found_campaign);
  const [offers, sales] = await Promise.all([
    db
      .select({
        o: campaignOffers,
        productName: products.name,
        listPrice: products.sellingPricePaisa,
        categoryName: categories.name,
        brandName: brands.name,
      })
      .from(campaignOffers)
      .leftJoin(products, eq(products.id, campaignOffers.productId))
      .leftJoin(categories, eq(categories.id, campaignOffers.categoryId))
      .leftJoin(brands, eq(brands.id, campaignOffers.brandId))
      .where(eq(campaignOffers.campaignId, id))
      .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id)),
    db
      .select({
        f: flashSales,
        productName: products.name,
        listPrice: products.sellingPricePaisa,
        buyers: sql<number>`(select count(distinct p.user_id)::int from flash_sale_purchases p where p.flash_sale_id = ${flashSales.id})`,
      })
      .from(flashSales)
      .innerJoin(products, eq(products.id, flashSales.productId))
      .where(eq(flashSales.campaignId, id))
      .orderBy(asc(flashSales.startsAt), asc(flashSales.id)),
  ]);
  return {
    ...head(c, now),
    offers: offers.map(({ o, productName, listPrice, categoryName, brandName }) => ({
      id: o.id,
      target: o.target,
      targetId: String(o.productId ?? o.categoryId ?? o.brandId),
      title: productName ?? categoryName ?? brandName ?? 'Removed',
      percentOff: o.percentOff,
      price: o.pricePaisa,
      listPrice: o.target === 'product' ? listPrice : null,
    })),
    flashSales: sales.map(({ f, productName, listPrice, buyers }) => ({
      id: f.id,
      productId: f.productId,
      productName,
      listPrice,
      price: f.pricePaisa,
      startsAt: f.startsAt.toISOString(),
      endsAt: f.endsAt.toISOString(),
      stock: f.stock,
      sold: f.soldCount,
      perCustomerLimit: f.perCustomerLimit,
      buyers: Number(buyers),
    })),
  };
}

const columnsOf = (b: CampaignBody, now: Date) => ({
  name: b.name,
  slug: b.slug,
  tagline: b.tagline,
  description: b.description,
  iconPath: b.iconPath,
  bannerPath: b.bannerPath,
  startsAt: new Date(b.startsAt),
  endsAt: new Date(b.endsAt),
  isPublished: b.isPublished,
  fundedBy: b.fundedBy,
  festivalId: b.festivalId,
  updatedAt: now,
});

async function assertSlugFree(db: DbOrTx, slug: string, id?: number) {
  const [other] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug));
  if (other && other.id !== id) throw taken();
}

/** A tie to a festival that does not exist (deleted meanwhile, say) is refused on its field. */
async function assertFestival(db: DbOrTx, id: number | null) {
  if (id === null || (await festivalById({ db, id }))) return;
  const message = m.festivals_error_unknown();
  throw new AppError('bad_input', message, 400, { festivalId: [message] });
}

export async function createCampaign(o: { db: DbOrTx; body: CampaignBody; now: Date }) {
  await assertSlugFree(o.db, o.body.slug);
  await assertFestival(o.db, o.body.festivalId);
  const values = columnsOf(o.body, o.now);
  const [row] = await o.db
    .insert(campaigns)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  if (!row) throw taken();
  await recordChange(o.db, { entity: 'campaign', entityId: row.id, before: null, after: values });
  // The header shows the running campaign's icon, and cards its prices: read them again.
  invalidateContentCache();
  dealsChanged();
  return getStaffCampaign(o.db, row.id, o.now);
}

export async function updateCampaign(o: { db: DbOrTx; id: number; body: CampaignBody; now: Date }) {
  const [before] = await o.db.select().from(campaigns).where(eq(campaigns.id, o.id));
  if (!before) throw notFound(m.errors_not_found_campaign);
  await assertSlugFree(o.db, o.body.slug, o.id);
  await assertFestival(o.db, o.body.festivalId);
  const values = columnsOf(o.body, o.now);
  await o.db.update(campaigns).set(values).where(eq(campaigns.id, o.id));
  await recordChange(o.db, { entity: 'campaign', entityId: o.id, before, after: values });
  invalidateContentCache();
  dealsChanged();
  return getStaffCampaign(o.db, o.id, o.now);
}

async function assertCampaign(db: DbOrTx, id: number) {
  const [c] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  if (!c) throw notFound(m.errors_not_found_campaign);
}

/** The product, category or brand an offer names, checked to exist. */
async function targetOf(db: DbOrTx, b: OfferBody) {
  const missing = (what: string) =>
    new AppError('not_found', `That ${what} does not exist`, 404, { targetId: [`Choose a ${what}`] });
  if (b.target === 'product') {
    if (!isUuid(b.targetId)) throw missing('product');
    const [p] = await db
      .select({ id: products.id, price: products.sellingPricePaisa })
      .from(products)
      .where(eq(products.id, b.targetId));
    if (!p) throw missing('product');
    if (b.price !== null && b.price >= p.price)
      throw new AppError('bad_price', m.errors_sellers_campaign_price(), 400, {
        price: [m.errors_sellers_campaign_price()],
      });
    return { productId: p.id };
  }
  const id = Number(b.targetId);
  const table = b.target === 'category' ? categories : brands;
  const [row] = Number.isInteger(id)
    ? await db.select({ id: table.id }).from(table).where(eq(table.id, id))
    : [];
  if (!row) throw missing(b.target);
  return b.target === 'category' ? { categoryId: row.id } : { brandId: row.id };
}

export async function addOffer(o: { db: DbOrTx; campaignId: number; body: OfferBody; now: Date }) {
  await assertCampaign(o.db, o.campaignId);
  const target = await targetOf(o.db, o.body);
  const [{ n }] = await o.db
    .select({ n: count() })
    .from(campaignOffers)
    .where(eq(campaignOffers.campaignId, o.campaignId));
  const values = {
    campaignId: o.campaignId,
    target: o.body.target,
    ...target,
    percentOff: o.body.percentOff,
    pricePaisa: o.body.price,
    sortOrder: Number(n),
  };
  const [row] = await o.db.insert(campaignOffers).values(values).returning({ id: campaignOffers.id });
  await recordChange(o.db, { entity: 'campaign offer', entityId: row.id, before: null, after: values });
  return getStaffCampaign(o.db, o.campaignId, o.now);
}

export async function removeOffer(o: { db: DbOrTx; campaignId: number; offerId: number; now: Date }) {
  const [gone] = await o.db
    .delete(campaignOffers)
    .where(and(eq(campaignOffers.id, o.offerId), eq(campaignOffers.campaignId, o.campaignId)))
    .returning();
  if (!gone) throw notFound(m.errors_not_found_offer);
  await recordChange(o.db, { entity: 'campaign offer', entityId: o.offerId, before: gone, after: null });
  return getStaffCampaign(o.db, o.campaignId, o.now);
}

async function flashValues(db: DbOrTx, campaignId: number, b: FlashBody) {
  const [p] = await db
    .select({ price: products.sellingPricePaisa })
    .from(products)
    .where(eq(products.id, b.productId));
  if (!p)
    throw new AppError('not_found', m.errors_sellers_product_missing(), 404, {
      productId: ['Choose a product'],
    });
  if (b.price >= p.price)
    throw new AppError('bad_price', m.errors_sellers_flash_price(), 400, {
      price: [m.errors_sellers_flash_price()],
    });
  return {
    campaignId,
    productId: b.productId,
    pricePaisa: b.price,
    startsAt: new Date(b.startsAt),
    endsAt: new Date(b.endsAt),
    stock: b.stock,
    perCustomerLimit: b.perCustomerLimit,
  };
}

export async function addFlash(o: { db: DbOrTx; campaignId: number; body: FlashBody; now: Date }) {
  await assertCampaign(o.db, o.campaignId);
  const values = await flashValues(o.db, o.campaignId, o.body);
  const [row] = await o.db.insert(flashSales).values(values).returning({ id: flashSales.id });
  await recordChange(o.db, { entity: 'flash sale', entityId: row.id, before: null, after: values });
  dealsChanged();
  return getStaffCampaign(o.db, o.campaignId, o.now);
}

export async function updateFlash(o: {
  db: DbOrTx;
  campaignId: number;
  saleId: number;
  body: FlashBody;
  now: Date;
}) {
  const values = await flashValues(o.db, o.campaignId, o.body);
  const where = and(eq(flashSales.id, o.saleId), eq(flashSales.campaignId, o.campaignId));
  const [before] = await o.db.select().from(flashSales).where(where);
  if (!before) throw notFound(m.errors_not_found_flash_sale);
  // Guarded in the statement too: an order between the read and the write still counts.
  const [row] = await o.db
    .update(flashSales)
    .set(values)
    .where(and(where, sql`${flashSales.soldCount} <= ${values.stock}`))
    .returning({ id: flashSales.id });
  if (!row) {
    const message = m.errors_staff_stock_below_sold({ count: digits(before.soldCount) });
    throw new AppError('stock_below_sold', message, 409, { stock: [message] });
  }
  await recordChange(o.db, { entity: 'flash sale', entityId: o.saleId, before, after: values });
  dealsChanged();
  return getStaffCampaign(o.db, o.campaignId, o.now);
}

export async function removeFlash(o: { db: DbOrTx; campaignId: number; saleId: number; now: Date }) {
  const where = and(eq(flashSales.id, o.saleId), eq(flashSales.campaignId, o.campaignId));
  const [before] = await o.db.select().from(flashSales).where(where);
  if (!before) throw notFound(m.errors_not_found_flash_sale);
  const [gone] = await o.db
    .delete(flashSales)
    .where(
      and(
        where,
        sql`not exists (select 1 from ${flashSalePurchases} p where p.flash_sale_id = ${flashSales.id})`,
      ),
    )
    .returning({ id: flashSales.id });
  if (!gone) {
    const message = m.errors_staff_flash_sale_bought();
    throw new AppError('flash_sale_bought', message, 409);
  }
  await recordChange(o.db, { entity: 'flash sale', entityId: o.saleId, before, after: null });
  return getStaffCampaign(o.db, o.campaignId, o.now);
}

export async function campaignTargetsList(db: DbOrTx) {
  const [cats, brandRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.name)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return { categories: cats, brands: brandRows };
}
