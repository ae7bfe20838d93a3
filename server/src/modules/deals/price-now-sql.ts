import { type SQL, sql } from 'drizzle-orm';
import { campaignOffers, campaigns, categories, flashSales, products } from '../../db/schema/index.ts';

// The price a product card shows at a moment, as SQL on a query over `products`, so a listing
// sorts and filters by the price the shopper sees while a campaign runs. It must say what
// dealsFor says for one unit at the usual price with no customer: a percent off (rounded in the
// shopper's favour), a campaign price, or a flash sale's price while a unit is left; the lowest
// wins. The campaigns' price-sort test holds the two to the same answers.

const sel = products.sellingPricePaisa;

export function priceNowSql(at: Date): SQL<number> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const runs = (c: string) => sql`${sql.raw(c)}.is_published and ${sql.raw(c)}.starts_at <= ${now}
    and ${sql.raw(c)}.ends_at > ${now}`;
  const offers = sql`(select min(case when o.percent_off is not null
        then ${sel} - floor(${sel} * o.percent_off / 100.0)::int
        else greatest(o.price_paisa, 0) end)
      from ${campaignOffers} o join ${campaigns} oc on oc.id = o.campaign_id
      where ${runs('oc')}
        and (o.product_id = ${products.id} or o.brand_id = ${products.brandId}
          or o.category_id = ${products.categoryId}
          or o.category_id = (select pc.parent_id from ${categories} pc where pc.id = ${products.categoryId})))`;
  const flash = sql`(select min(f.price_paisa)
      from ${flashSales} f join ${campaigns} fc on fc.id = f.campaign_id
      where f.product_id = ${products.id} and fc.is_published
        and f.starts_at <= ${now} and f.ends_at > ${now} and f.stock - f.sold_count >= 1)`;
  // least() passes over the nulls of products no deal covers.
  return sql<number>`least(${sel}, ${offers}, ${flash})`.mapWith(Number);
}
