import type { TCampaignFunder, TDeal } from '@upahar/contract';
import { and, eq, gt, lte, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeShape } from '../../lib/prepared.ts';
import { campaignOffers, campaigns, flashSales } from '../campaigns/tables.ts';
import { categories, products } from '../catalog/tables.ts';

// What a product costs in the campaigns running now. Offers give a percent off (a product, its
// category or the category's parent, its brand) or a campaign price for the product; a flash
// sale gives its price while it runs, to as many units as its stock and the customer's limit
// allow, and the other units of the line cost what they would without it. Where several apply
// the shopper pays the lowest. Everything is priced on the server, at the moment it is asked:
// the product page, the campaign pages, the cart and the order agree.

/** A deal for one line: the public part, the flash sale it draws on and the unit prices it gives. */
export type LineDeal = TDeal & {
  flashSaleId: number | null;
  /** What each of the first `dealQuantity` units costs. */
  unitPrice: number;
  /** The whole line, or fewer units when a flash sale's stock or the customer's limit allows no more. */
  dealQuantity: number;
  /** What each of the other units costs: a running offer's price, else the usual one. */
  restUnitPrice: number;
  /** Who pays for what the deal takes off its units: the shop (it pays the store) or the store. */
  fundedBy: TCampaignFunder;
  /** Who pays for what the offer pricing the other units takes off; null: they are at the usual price. */
  restFundedBy: TCampaignFunder | null;
};

/** What `quantity` units cost under a deal (priced by dealsFor for that quantity). */
export const dealTotal = (deal: LineDeal, quantity: number) =>
  deal.dealQuantity * deal.unitPrice + (quantity - deal.dealQuantity) * deal.restUnitPrice;

/**
 * What the shop pays the store for a line of `quantity` units at `unitPrice` each before the deal:
 * what campaigns funded by the shop took off it. A store's own campaign costs the shop nothing.
 * A flash sale's other units may be priced by another campaign's offer, funded by someone else.
 */
export function shopFundedOf(deal: LineDeal, unitPrice: number, quantity: number): number {
  const off = (units: number, price: number) => Math.max(0, units * (unitPrice - price));
  return (
    (deal.fundedBy === 'shop' ? off(deal.dealQuantity, deal.unitPrice) : 0) +
    (deal.restFundedBy === 'shop' ? off(quantity - deal.dealQuantity, deal.restUnitPrice) : 0)
  );
}

/** A running campaign: published and now within its dates. */
export const running = (now: Date | Placeholder) =>
  and(eq(campaigns.isPublished, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now));

type Candidate = {
  productId: string;
  campaignSlug: string;
  campaignName: string;
  endsAt: Date;
  fundedBy: TCampaignFunder;
  percentOff: number | null;
  pricePaisa: number | null;
  flash: { id: number; left: number; limit: number; bought: number } | null;
};

/** A unit price after a deal: a percent off the whole, or the campaign price's saving off the whole. */
function dealUnitPrice(unit: number, listPrice: number, c: Pick<Candidate, 'percentOff' | 'pricePaisa'>) {
  if (c.percentOff !== null) return unit - Math.floor((unit * c.percentOff) / 100);
  const saving = listPrice - (c.pricePaisa ?? listPrice);
  return Math.max(0, unit - Math.max(0, saving));
}

/**
 * Offers and flash sales on the products `ids` running at `now`, for a shopper (`forUser`, the
 * placeholder `userId`) or a visitor. Every list of cards asks it while a campaign runs, so its
 * text is fixed (the ids are one array parameter, not one parameter each) and it is built once
 * and run prepared: building it with the query builder was about a third of a product page's
 * time in Node, and mapping its rows through the query builder's fields another tenth.
 */
const candidatesStatement = (forUser: boolean) => {
  const now = sql.placeholder('now');
  const ids = sql.placeholder('ids');
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

type CandidateRow = {
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

/** Offers and flash sales on `ids` running now, in one statement (the cart reads it on every view). */
async function candidates(db: DbOrTx, ids: string[], now: Date, userId: string | null): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  const forUser = userId !== null;
  const res = (await executeShape(
    db,
    'deal-candidates',
    forUser ? 'user' : 'visitor',
    () => candidatesStatement(forUser),
    { ids, now: now.toISOString(), ...(forUser ? { userId } : {}) },
  )) as { rows: CandidateRow[] };
  return res.rows.map((r) => ({
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
  }));
}

export type DealQuery = { productId: string; listPrice: number; quantity?: number; unitPrice?: number };

const toDeal = (c: Candidate, listPrice: number, unitPrice: number) => ({
  kind: c.flash ? ('flash' as const) : ('offer' as const),
  campaign: { slug: c.campaignSlug, name: c.campaignName },
  listPrice,
  price: dealUnitPrice(listPrice, listPrice, c),
  percentOff: c.percentOff,
  endsAt: c.endsAt.toISOString(),
  left: c.flash ? c.flash.left : null,
  perCustomerLimit: c.flash ? c.flash.limit : null,
  flashSaleId: c.flash?.id ?? null,
  unitPrice,
  fundedBy: c.fundedBy,
});

/**
 * The best deal now for each item (same order; null: none), for `quantity` units (default 1) of a
 * unit priced `unitPrice` (default the list price: a cake's options cost more). A flash sale
 * prices as many units as its stock and the customer's limit allow, the rest cost the best offer's
 * price or the unit price. With `oneCart` the items are the lines of one cart, in order: a flash
 * sale's units are shared among them, so two lines of one product never both count the same
 * allowance. Two queries in all.
 */
export async function dealsFor(o: {
  db: DbOrTx;
  items: readonly DealQuery[];
  now: Date;
  userId?: string | null;
  oneCart?: boolean;
}): Promise<(LineDeal | null)[]> {
  const found = await candidates(
    o.db,
    [...new Set(o.items.map((i) => i.productId))],
    o.now,
    o.userId ?? null,
  );
  const byProduct = new Map<string, Candidate[]>();
  for (const c of found) {
    const list = byProduct.get(c.productId);
    if (list) list.push(c);
    else byProduct.set(c.productId, [c]);
  }
  // Flash units given to earlier lines of the cart, by flash sale.
  const given = new Map<number, number>();
  return o.items.map((item) => {
    const unit = item.unitPrice ?? item.listPrice;
    const quantity = item.quantity ?? 1;
    const mine = byProduct.get(item.productId) ?? [];
    let offer: LineDeal | null = null;
    for (const c of mine) {
      if (c.flash) continue;
      const price = dealUnitPrice(unit, item.listPrice, c);
      if (price >= unit || (offer && offer.unitPrice <= price)) continue;
      offer = {
        ...toDeal(c, item.listPrice, price),
        dealQuantity: quantity,
        restUnitPrice: price,
        restFundedBy: null,
      };
    }
    const restUnitPrice = offer?.unitPrice ?? unit;
    let flash: LineDeal | null = null;
    for (const c of mine) {
      if (!c.flash) continue;
      const taken = given.get(c.flash.id) ?? 0;
      const allowed = Math.min(quantity, c.flash.left - taken, c.flash.limit - c.flash.bought - taken);
      const price = dealUnitPrice(unit, item.listPrice, c);
      if (allowed < 1 || price >= restUnitPrice || (flash && flash.unitPrice <= price)) continue;
      flash = {
        ...toDeal(c, item.listPrice, price),
        dealQuantity: allowed,
        restUnitPrice,
        restFundedBy: offer?.fundedBy ?? null,
      };
    }
    if (flash?.flashSaleId != null && o.oneCart) {
      given.set(flash.flashSaleId, (given.get(flash.flashSaleId) ?? 0) + flash.dealQuantity);
    }
    return flash ?? offer;
  });
}

/** The public part of a deal (what a product card or page shows). */
export const publicDeal = ({
  flashSaleId: _f,
  unitPrice: _u,
  dealQuantity: _q,
  restUnitPrice: _r,
  fundedBy: _b,
  restFundedBy: _rb,
  ...deal
}: LineDeal): TDeal => deal;
