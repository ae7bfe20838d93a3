import { DELIVERY_RADIUS_KM, EGGLESS_SURCHARGE_PERCENT } from '@upahar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { products, stores } from '../catalog/tables.ts';
import { distanceSql } from '../delivery/index.ts';

// The cake pricing rule (modules/cake/pricing.ts) and where a store delivers (modules/delivery/
// rules.ts) in SQL, so the finder filters and sorts by them in the listing query itself (prices
// in SQL, never per row in JavaScript, which is slow at scale); a cake's weights and its delivery
// date are the catalogue's filters (poundFits, arrivesBy). finder.test.ts keeps them equal.

const minPound = sql`coalesce(${products.minPound}, 1)`;

/**
 * A cake's price at `pound` (its minimum when null) with its own flavour, its cheapest icing and
 * shape and its fewest tiers; plus the eggless surcharge when asked and the cake charges one (an
 * eggless recipe costs nothing more). The cake's price already holds its cheapest offered icing,
 * shape and tier (modules/cake/offer.ts), so only a dearer fewest tier adds anything. `base` is
 * the selling price, or the list price to show what a sale saves.
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
  const offeredTier = sql`t.is_active and t.tiers = any(${products.offeredTiers})
    and t.min_pound <= coalesce(${products.maxPound}, greatest(${minPound}, 10))`;
  const subtotal = sql`(${start}
    + round(${perPound} * (${p} - ${minPound}))
    + greatest(0, coalesce((select t.price_paisa from cake_tiers t where ${offeredTier} order by t.tiers limit 1), 0)
        - coalesce((select min(t.price_paisa) from cake_tiers t where ${offeredTier}), 0)))`;
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
