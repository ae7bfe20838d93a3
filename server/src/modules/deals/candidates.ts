import type { TCampaignFunder } from '@upahar/contract';
import { and, eq, gt, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeShape } from '../../lib/prepared.ts';
import { campaignOffers, campaigns, flashSales } from '../campaigns/tables.ts';
import { categories, products } from '../catalog/tables.ts';

// The offers and flash sales that may price a product now, read from the campaign tables; which
// of them applies, and at what price, is pricing.ts's business.

/** A running campaign: published and now within its dates. */
export const running = (now: Date | Placeholder) =>
  and(eq(campaigns.isPublished, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now));

export type Candidate = {
  productId: string;
  campaignSlug: string;
  campaignName: string;
  endsAt: Date;
  fundedBy: TCampaignFunder;
  percentOff: number | null;
  pricePaisa: number | null;
  flash: { id: number; left: number; limit: number; bought: number } | null;
};

/**
 * Offers and flash sales on the products `ids` (an SQL array of uuids) running at the placeholder
 * `now`, for a shopper (`forUser`, the placeholder `userId`) or a visitor. Every list of cards
 * asks it while a campaign runs, so its text is fixed (the ids are one array parameter, not one
 * parameter each) and it is built once and run prepared: building it with the query builder was
 * about a third of a product page's time in Node, and mapping its rows through the query
 * builder's fields another tenth.
 */
const candidatesStatement = (forUser: boolean, ids: SQL | Placeholder) => {
  const now = sql.placeholder('now');
  const parent = sql`(select c2.parent_id from ${categories} c2 where c2.id = ${products.categoryId})`;
  const bought = forUser
    ? sql`(select coalesce(sum(p.quantity), 0)::int from flash_sale_purchases p
        where p.flash_sale_id = ${flashSales.id} and p.user_id = ${sql.placeholder('userId')})`
    : sql`0`;
  return sql`
    select ${products.id} as "productId", ${campaigns.slug} as "campaignSlug",
      ${campaigns.name} as "campaignName", ${campaigns.endsAt} as "endsAt",
      ${campaigns.fundedBy} as "fundedBy", ${campaignOffers.percentOff} as "percentOff",
      ${campaignOffers.pricePaisa} as "pricePaisa", null::int as "flashId", null::int as "left",
      null::int as "limit", null::int as "bought"
    from ${products}
    join ${campaignOffers} on (${campaignOffers.productId} = ${products.id}
      or ${campaignOffers.brandId} = ${products.brandId}
      or ${campaignOffers.categoryId} = ${products.categoryId}
      or ${campaignOffers.categoryId} = ${parent})
    join ${campaigns} on ${and(eq(campaigns.id, campaignOffers.campaignId), running(now))}
    where ${products.id} = any(${ids}::uuid[])
    union all
    select ${flashSales.productId}, ${campaigns.slug}, ${campaigns.name}, ${flashSales.endsAt},
      ${campaigns.fundedBy}, null::int, ${flashSales.pricePaisa}, ${flashSales.id},
      ${flashSales.stock} - ${flashSales.soldCount}, ${flashSales.perCustomerLimit}, ${bought}
    from ${flashSales}
    join ${campaigns} on ${and(eq(campaigns.id, flashSales.campaignId), eq(campaigns.isPublished, true))}
    where ${flashSales.productId} = any(${ids}::uuid[])
      and ${and(lte(flashSales.startsAt, now), gt(flashSales.endsAt, now))}`;
};

/**
 * The same offers and flash sales for a visitor as one JSON array, to read inside another
 * statement (the cart's first add reads its product's deals in the statement that adds it).
 * `ids` is an SQL array of product ids; the statement must give the placeholder `now` (an ISO
 * timestamp). Hand the value back to dealsFromJson.
 */
export const visitorDealsJson = (ids: SQL): SQL =>
  sql`(select coalesce(json_agg(d), '[]'::json) from (${candidatesStatement(false, ids)}) d)`;

export type CandidateRow = {
  productId: string;
  campaignSlug: string;
  campaignName: string;
  endsAt: string;
  fundedBy: TCampaignFunder;
  percentOff: number | null;
  pricePaisa: number | null;
  flashId: number | null;
  left: number | null;
  limit: number | null;
  bought: number | null;
};

export const candidateOf = (r: CandidateRow): Candidate => ({
  productId: r.productId,
  campaignSlug: r.campaignSlug,
  campaignName: r.campaignName,
  endsAt: new Date(r.endsAt),
  fundedBy: r.fundedBy,
  percentOff: r.percentOff === null ? null : Number(r.percentOff),
  pricePaisa: r.pricePaisa === null ? null : Number(r.pricePaisa),
  flash:
    r.flashId === null
      ? null
      : { id: Number(r.flashId), left: Number(r.left), limit: Number(r.limit), bought: Number(r.bought) },
});

/** Offers and flash sales on `ids` running now, in one statement (the cart reads it on every view). */
export async function candidates(
  db: DbOrTx,
  ids: string[],
  now: Date,
  userId: string | null,
): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  const forUser = userId !== null;
  const res = (await executeShape(
    db,
    'deal-candidates',
    forUser ? 'user' : 'visitor',
    () => candidatesStatement(forUser, sql.placeholder('ids')),
    { ids, now: now.toISOString(), ...(forUser ? { userId } : {}) },
  )) as { rows: CandidateRow[] };
  return res.rows.map(candidateOf);
}
