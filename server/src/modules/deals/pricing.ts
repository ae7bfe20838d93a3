import type { TCampaignFunder, TDeal } from '@upahar/contract';
import type { DbOrTx } from '../../db/client.ts';
import { type Candidate, type CandidateRow, candidateOf, candidates } from './candidates.ts';

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

/** A unit price after a deal: a percent off the whole, or the campaign price's saving off the whole. */
function dealUnitPrice(unit: number, listPrice: number, c: Pick<Candidate, 'percentOff' | 'pricePaisa'>) {
  if (c.percentOff !== null) return unit - Math.floor((unit * c.percentOff) / 100);
  const saving = listPrice - (c.pricePaisa ?? listPrice);
  return Math.max(0, unit - Math.max(0, saving));
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
  return bestDeals(found, o.items, o.oneCart ?? false);
}

/** dealsFor for a visitor, from what visitorDealsJson read (no statement of its own). */
export const dealsFromJson = (json: unknown, items: readonly DealQuery[], oneCart: boolean) =>
  bestDeals((json as CandidateRow[]).map(candidateOf), items, oneCart);

function bestDeals(found: Candidate[], items: readonly DealQuery[], oneCart: boolean): (LineDeal | null)[] {
  const byProduct = new Map<string, Candidate[]>();
  for (const c of found) {
    const list = byProduct.get(c.productId);
    if (list) list.push(c);
    else byProduct.set(c.productId, [c]);
  }
  // Flash units given to earlier lines of the cart, by flash sale.
  const given = new Map<number, number>();
  return items.map((item) => {
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
    if (flash?.flashSaleId != null && oneCart) {
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
