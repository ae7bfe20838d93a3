import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { campaignOffers, campaigns, flashSales } from '../campaigns/tables.ts';
import { categories, products } from '../catalog/tables.ts';
import { running } from './candidates.ts';

// The price a product card shows at a moment, as SQL on a query over `products`, so a listing
// sorts and filters by the price the shopper sees while a campaign runs. It must say what
// dealsFor says for one unit at the usual price with no customer: a percent off (rounded in the
// shopper's favour), a campaign price, or a flash sale's price while a unit is left; the lowest
// wins. The campaigns' price-sort test holds the two to the same answers.
//
// The deals running are few, so they are read first and written into the statement as plain
// cases: a listing of thousands of products then costs a comparison per deal and row, not a
// look-up in the deal tables per row.

const sel = products.sellingPricePaisa;

type Deal = {
  productId: string | null;
  categoryId: number | null;
  brandId: number | null;
  percentOff: number | null;
  pricePaisa: number | null;
};

async function runningDeals(db: DbOrTx, at: Date): Promise<Deal[]> {
  const offers = db
    .select({
      productId: campaignOffers.productId,
      categoryId: campaignOffers.categoryId,
      brandId: campaignOffers.brandId,
      percentOff: campaignOffers.percentOff,
      pricePaisa: campaignOffers.pricePaisa,
    })
    .from(campaignOffers)
    .innerJoin(campaigns, and(eq(campaigns.id, campaignOffers.campaignId), running(at)));
  const flashes = db
    .select({
      productId: flashSales.productId,
      categoryId: sql<number | null>`null::int`.as('category_id'),
      brandId: sql<number | null>`null::int`.as('brand_id'),
      percentOff: sql<number | null>`null::int`.as('percent_off'),
      pricePaisa: flashSales.pricePaisa,
    })
    .from(flashSales)
    .innerJoin(campaigns, and(eq(campaigns.id, flashSales.campaignId), eq(campaigns.isPublished, true)))
    .where(
      and(
        lte(flashSales.startsAt, at),
        gt(flashSales.endsAt, at),
        sql`${flashSales.stock} - ${flashSales.soldCount} >= 1`,
      ),
    );
  const rows = await unionAll(offers, flashes);
  const num = (v: unknown) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    productId: r.productId,
    categoryId: num(r.categoryId),
    brandId: num(r.brandId),
    percentOff: num(r.percentOff),
    pricePaisa: num(r.pricePaisa),
  }));
}

function covers(d: Deal): SQL {
  if (d.productId) return sql`${products.id} = ${d.productId}`;
  if (d.brandId !== null) return sql`${products.brandId} = ${d.brandId}`;
  // A category's offer covers its subcategories as well.
  return sql`(${products.categoryId} = ${d.categoryId}
    or ${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.parentId} = ${d.categoryId}))`;
}

const priceUnder = (d: Deal): SQL =>
  d.percentOff !== null
    ? // In bigint: the dearest price allowed times a percent is past what an int holds.
      sql`${sel} - (${sel}::bigint * ${d.percentOff}::int / 100)::int`
    : sql`greatest(${d.pricePaisa}::int, 0)`;

/** The price now of the row's product: its usual price when no deal runs. One small query. */
export async function priceNowSql(db: DbOrTx, at: Date): Promise<SQL<number>> {
  const deals = await runningDeals(db, at);
  if (deals.length === 0) return sql<number>`${sel}`;
  const cases = deals.map((d) => sql`case when ${covers(d)} then ${priceUnder(d)} end`);
  // least() passes over the nulls of the deals that do not cover the row.
  return sql<number>`least(${sel}, ${sql.join(cases, sql`, `)})`;
}
