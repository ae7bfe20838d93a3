import {
  addDays,
  kathmanduInstant,
  PRICE_FILTER_MAX,
  SAME_DAY_CUTOFF_HOUR,
  type TListingFacet,
  type TListingQuery,
  todayInKathmandu,
} from '@upahar/contract';
import { arrayOverlaps, eq, gte, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { brands, occasions, productOccasions, products } from '../../db/schema/catalog.ts';
import { cakeFlavours, cakeShapes, productCakeShapes } from '../cake/tables.ts';

// The visitor's filters as SQL. Each one is backed by an index on products (schema/catalog.ts):
// GIN on sizes/colors/tags, brand, flavour, selling price, the occasion join's primary key.

/**
 * A cake's weights: from its min_pound to its max_pound; a cake without a top weight can be
 * made up to 10 lb (or its minimum, if larger). Anything that is not a cake has no weight.
 */
export const poundRange = {
  min: sql`coalesce(${products.minPound}, 1)`,
  max: sql`coalesce(${products.maxPound}, greatest(coalesce(${products.minPound}, 1), 10))`,
};

/** Cakes that can be made at `pound`. */
export const poundFits = (pound: number): SQL =>
  sql`(${products.type} = 'cake' and ${poundRange.min} <= ${pound} and ${poundRange.max} >= ${pound})`;

/**
 * Products that can be delivered on `date` (and so on any later date): the contract's delivery
 * rule (deliverableOn, which filters.test.ts keeps equal to this). Today: same-day products ordered
 * before their store's own cut-off hour, or without one early enough to be ready by the shop's
 * cut-off, prep hours before it. A later day: ready by the shop's cut-off on it. A ready-made
 * product with no stock left never.
 */
export function arrivesBy(now: Date, date: string): SQL {
  const today = todayInKathmandu(now);
  const stocked = sql`(${products.stock} is null or ${products.stock} > 0)`;
  if (date === today) {
    const msToday = now.getTime() - kathmanduInstant(today, 0).getTime();
    // Before the hour means fewer whole minutes since midnight than the hour has.
    const minutesToday = Math.floor(msToday / 60_000);
    return sql`(${products.isSameDay} and ${minutesToday} < 60 * coalesce(
      (select cut.same_day_cutoff_hour from stores cut where cut.id = ${products.storeId}),
      ${SAME_DAY_CUTOFF_HOUR} - ${products.prepHours}) and ${stocked})`;
  }
  const minutesLeft = Math.floor(
    (kathmanduInstant(date, SAME_DAY_CUTOFF_HOUR).getTime() - now.getTime()) / 60_000,
  );
  return sql`(${products.prepHours} * 60 <= ${minutesLeft} and ${stocked})`;
}

/** Today's and tomorrow's dates in Kathmandu, for the "can arrive by" counts. */
export const arriveDays = (now: Date) => {
  const today = todayInKathmandu(now);
  return { today, tomorrow: addDays(today, 1) };
};

/** Whether the query sorts or filters by price: only then does a running campaign's price matter. */
export const pricesMatter = (q: Pick<TListingQuery, 'sort' | 'minPrice' | 'maxPrice'>) =>
  q.sort === 'price-asc' || q.sort === 'price-desc' || q.minPrice > 0 || q.maxPrice !== PRICE_FILTER_MAX;

/**
 * The filters that `facets` offers (listingFacets in the contract), plus the price range every
 * listing has, on `price` (the price now while a campaign runs: priceOfQuery). A filter the
 * listing does not offer is ignored, as the page never shows it.
 */
export function filterWhere(
  q: TListingQuery,
  facets: readonly TListingFacet[],
  now: Date,
  price: SQLWrapper = products.sellingPricePaisa,
): SQL[] {
  const has = (f: TListingFacet) => facets.includes(f);
  const out: SQL[] = [];
  if (has('size') && q.size.length) out.push(arrayOverlaps(products.sizes, q.size));
  if (has('color') && q.color.length) out.push(arrayOverlaps(products.colors, q.color));
  if (has('tags') && q.tags.length) out.push(arrayOverlaps(products.tags, q.tags));
  if (has('brand') && q.brand.length) {
    out.push(
      inArray(
        products.brandId,
        sql`(select ${brands.id} from ${brands} where ${inArray(brands.slug, q.brand)})`,
      ),
    );
  }
  if (has('pound') && q.pound.length) out.push(or(...q.pound.map(poundFits)) as SQL);
  if (has('flavour') && q.flavour.length) {
    out.push(
      inArray(
        products.flavourId,
        sql`(select ${cakeFlavours.id} from ${cakeFlavours} where ${inArray(cakeFlavours.slug, q.flavour)})`,
      ),
    );
  }
  if (has('shape') && q.shape.length) {
    out.push(
      inArray(
        products.id,
        sql`(select ${productCakeShapes.productId} from ${productCakeShapes}
          join ${cakeShapes} on ${cakeShapes.id} = ${productCakeShapes.shapeId}
          where ${inArray(cakeShapes.slug, q.shape)})`,
      ),
    );
  }
  if (has('occasion') && q.occasion.length) {
    out.push(
      inArray(
        products.id,
        sql`(select ${productOccasions.productId} from ${productOccasions}
          join ${occasions} on ${occasions.id} = ${productOccasions.occasionId}
          where ${inArray(occasions.slug, q.occasion)})`,
      ),
    );
  }
  if (has('arriveBy') && q.arriveBy) out.push(arrivesBy(now, q.arriveBy));
  // Eggless means the shopper can have it without eggs: by its recipe, or baked so on request.
  if (has('eggless') && q.eggless === '1') out.push(or(products.isEggless, products.offersEggless) as SQL);
  if (has('sameDay') && q.sameDay === '1') out.push(eq(products.isSameDay, true));
  // Prices in the query are rupees (what a person types); the database holds paisa.
  if (q.minPrice > 0) out.push(gte(sql`${price}`, Math.round(q.minPrice * 100)));
  // The price slider tops out at 5000; at its top it means "and above", so a cake of 6000 is
  // not hidden from a visitor who never touched the slider.
  if (q.maxPrice !== PRICE_FILTER_MAX) out.push(lte(sql`${price}`, Math.round(q.maxPrice * 100)));
  return out;
}
