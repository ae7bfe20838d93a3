import { DELIVERY_RADIUS_KM, EGGLESS_SURCHARGE_PERCENT } from '@upahar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { products, stores } from '../../db/schema/index.ts';
import { distanceSql } from '../delivery/index.ts';

// The cake pricing rule (modules/cake/pricing.ts) and where a store delivers (modules/delivery/
// rules.ts) in SQL, so the finder filters and sorts by them in the listing query itself (prices
// in SQL, never per row in JavaScript, which is slow at scale); a cake's weights and its delivery
// date are the catalogue's filters (poundFits, arrivesBy). finder.test.ts keeps them equal.

const minPound = sql`coalesce(${products.minPound}, 1)`;

/**
 * A cake's price at `pound` (its minimum when null) with its own flavour, the default icing, its
 * first shape and its fewest tiers; plus the eggless surcharge when asked and the cake charges
 * one (an eggless recipe costs nothing more). `base` is the selling price, or the list price to
 * show what a sale saves.
 */
export function cakePriceSql({
  pound,
  eggless,
  base,
}: {
  pound: number | null;
  eggless: boolean;
  base: 'selling' | 'list';
}): SQL<number> {
  const p = pound === null ? minPound : sql`${pound}::numeric`;
  const start = base === 'selling' ? sql`${products.sellingPricePaisa}` : sql`${products.pricePaisa}`;
  const perPound = sql`coalesce(${products.pricePerPoundPaisa}, round(${products.sellingPricePaisa} / ${minPound}))`;
  const subtotal = sql`(${start}
    + round(${perPound} * (${p} - ${minPound}))
    + round(coalesce((select i.price_per_pound_paisa from cake_icing_types i where i.is_active order by i.sort_order, i.id limit 1), 0) * ${p})
    + coalesce((select s.price_paisa from product_cake_shapes pcs join cake_shapes s on s.id = pcs.shape_id
        where pcs.product_id = ${products.id} and s.is_active order by s.sort_order, s.id limit 1), 0)
    + coalesce((select t.price_paisa from cake_tiers t where t.is_active
        and t.tiers = (select min(x) from unnest(${products.offeredTiers}) x)), 0))`;
  const total = eggless
    ? sql`(${subtotal} + case when ${products.offersEggless} and not ${products.isEggless}
        then round(${subtotal} * ${EGGLESS_SURCHARGE_PERCENT} / 100.0) else 0 end)`
    : subtotal;
  return sql<number>`(${total})::int`;
}

export type FinderLocation = { id: number; lat: number; lng: number; district: string };

/** Products whose store delivers to the location (rules.ts storeReaches). */
export function deliversTo(loc: FinderLocation): SQL {
  const km = distanceSql(stores.lat, stores.lng, loc.lat, loc.lng);
  return sql`${products.storeId} in (select ${stores.id} from ${stores} where ${stores.isActive} and (
    case when exists (select 1 from store_delivery_locations sdl where sdl.store_id = ${stores.id})
      then exists (select 1 from store_delivery_locations sdl
        where sdl.store_id = ${stores.id} and sdl.location_id = ${loc.id})
    when ${stores.lat} is null or ${stores.lng} is null then ${stores.district} = ${loc.district}
    else ${km} <= ${DELIVERY_RADIUS_KM} end))`;
}
