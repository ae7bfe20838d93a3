import { poundLabel, type TFilterBox, type TListingFacet, WEIGHT_FACET_POUNDS } from '@upahar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { arriveDays, arrivesBy, poundRange } from './filter-query.ts';

type FacetRow = { kind: string; value: string; label: string; n: number; hi: number };

// Facets per kind are capped so a huge catalogue cannot send a filter panel of thousands of tags.
const CAP = {
  size: 30,
  brand: 40,
  color: 30,
  tags: 40,
  flavour: 40,
  shape: 20,
  occasion: 40,
  pound: 20,
} as const;
const LISTS = ['size', 'brand', 'color', 'tags', 'flavour', 'shape', 'occasion', 'pound'] as const;

export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/**
 * What a listing knows about its whole base set (its scope, or a search's matches, without the
 * visitor's filters): how many products it holds, how many of them have every searched word in
 * their name, roughly how many active products the shop has, and the filter box.
 */
export type Summary = { total: number; named: number; catalogue: number; filterbox: TFilterBox };

export const emptyFilterBox = (): TFilterBox => ({
  size: [],
  brand: [],
  color: [],
  tags: [],
  pound: [],
  flavour: [],
  shape: [],
  occasion: [],
  eggless: 0,
  sameDay: 0,
  arriveBy: { today: 0, tomorrow: 0 },
  total: 0,
  price: { min: 0, max: 0 },
});

export type SummaryOptions = {
  where: SQL;
  /** Marks the products whose name has every searched word. */
  named?: SQL;
  /** The filters the listing offers (listingFacets): only these are counted. */
  facets: readonly TListingFacet[];
  /** The instant "can arrive today / tomorrow" is counted at. */
  now: Date;
};

// Tags that only repeat what a filter of its own already offers (a flavour, an occasion, eggless).
const COVERED_TAGS = {
  flavour: sql`select slug from cake_flavours union all select lower(name) from cake_flavours`,
  occasion: sql`select slug from occasions union all select lower(name) from occasions`,
  shape: sql`select slug from cake_shapes union all select lower(name) from cake_shapes`,
  eggless: sql`select 'eggless'`,
} as const;

/**
 * The summary of the products matching `where` as one JSON value, to be selected inside another
 * statement: the base set is read once in a CTE and grouped per facet kind; extra rows carry the
 * price range and the counts. Only the facets the listing offers are grouped.
 */
export function summarySql({ where, named = sql`false`, facets, now }: SummaryOptions): SQL {
  const has = (f: TListingFacet) => facets.includes(f);
  const days = arriveDays(now);
  const parts: SQL[] = [];
  if (has('size'))
    parts.push(sql`select 'size', v, v, count(*)::int, 0 from base, unnest(base.sizes) v group by v`);
  if (has('color'))
    parts.push(sql`select 'color', v, v, count(*)::int, 0 from base, unnest(base.colors) v group by v`);
  if (has('tags')) {
    const covered = (['flavour', 'shape', 'occasion', 'eggless'] as const)
      .filter(has)
      .map((f) => COVERED_TAGS[f]);
    const skip = covered.length ? sql`where v not in (${sql.join(covered, sql` union all `)})` : sql``;
    parts.push(sql`select 'tags', v, v, count(*)::int, 0 from base, unnest(base.tags) v ${skip} group by v`);
  }
  if (has('brand'))
    parts.push(sql`select 'brand', b.slug, b.name, count(*)::int, 0
      from base join brands b on b.id = base.brand_id group by b.slug, b.name`);
  if (has('pound')) {
    const pounds = sql.raw(`array[${WEIGHT_FACET_POUNDS.join(',')}]::numeric[]`);
    // Cakes share a handful of weight ranges: counting the ranges first and then each weight
    // within them spares ten comparisons per cake (35,000 cakes at 100k products).
    parts.push(sql`select 'pound', p::text, '', sum(r.n)::int, 0
      from (select min_pound, max_pound, count(*) as n from base where is_cake group by 1, 2) r,
        unnest(${pounds}) p
      where r.min_pound <= p and r.max_pound >= p group by p`);
  }
  if (has('flavour'))
    parts.push(sql`select 'flavour', f.slug, f.name, count(*)::int, 0
      from base join cake_flavours f on f.id = base.flavour_id group by f.slug, f.name`);
  // Read from products again rather than the base set: the planner cannot tell how large the
  // base set is and would look up each product's occasions one by one (twice as slow for cakes).
  // Like occasions, shapes live in a join table: read from products again, for the same reason.
  if (has('shape'))
    parts.push(sql`select 'shape', s.slug, s.name, count(*)::int, 0
      from product_cake_shapes ps join ${products} on ${products.id} = ps.product_id
      join cake_shapes s on s.id = ps.shape_id where ${where} group by s.slug, s.name`);
  if (has('occasion'))
    parts.push(sql`select 'occasion', o.slug, o.name, count(*)::int, 0
      from product_occasions po join ${products} on ${products.id} = po.product_id
      join occasions o on o.id = po.occasion_id where ${where} group by o.slug, o.name`);
  if (has('eggless') || has('sameDay'))
    parts.push(sql`select 'flags', '', '', (count(*) filter (where eggless))::int,
      (count(*) filter (where same_day))::int from base`);
  if (has('arriveBy'))
    parts.push(sql`select 'arrive', '', '', (count(*) filter (where today_ok))::int,
      (count(*) filter (where tomorrow_ok))::int from base`);
  return sql`(
    with base as (
      select ${products.brandId} as brand_id, ${products.sizes} as sizes,
             ${products.colors} as colors, ${products.tags} as tags, ${products.sellingPricePaisa} as price,
             ${products.flavourId} as flavour_id, ${products.type} = 'cake' as is_cake,
             ${poundRange.min} as min_pound, ${poundRange.max} as max_pound,
             (${products.isEggless} or ${products.offersEggless}) as eggless, ${products.isSameDay} as same_day,
             ${has('arriveBy') ? arrivesBy(now, days.today) : sql`false`} as today_ok,
             ${has('arriveBy') ? arrivesBy(now, days.tomorrow) : sql`false`} as tomorrow_ok,
             ${named} as named
      from ${products} where ${where}
    )
    select coalesce(json_agg(f), '[]'::json) from (
      select 'price' as kind, '' as value, '' as label, coalesce(min(price), 0)::int as n,
             coalesce(max(price), 0)::int as hi from base
      union all
      select 'total', '', '', count(*)::int, (count(*) filter (where named))::int from base
      union all
      -- The planner's estimate of the table's rows (-1 before its first ANALYZE): only used to
      -- choose how to read a page, never shown.
      select 'catalogue', '', '', greatest(reltuples, 0)::int, 0 from pg_class where oid = 'products'::regclass
      ${sql.join(
        parts.map((p) => sql` union all ${p}`),
        sql``,
      )}
    ) f
  )`;
}

/** The summary from summarySql's JSON (drivers hand JSON back parsed or as text). */
export function toSummary(raw: unknown): Summary {
  const rows = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as FacetRow[];
  const box = emptyFilterBox();
  const out: Summary = { total: 0, named: 0, catalogue: 0, filterbox: box };
  for (const r of rows) {
    const n = Number(r.n);
    const hi = Number(r.hi);
    if (r.kind === 'price') {
      // Rupees, as the price slider works in rupees (0 to 5000).
      box.price = { min: Math.floor(n / 100), max: Math.ceil(hi / 100) };
    } else if (r.kind === 'total') {
      out.total = n;
      out.named = hi;
      box.total = n;
    } else if (r.kind === 'catalogue') {
      out.catalogue = n;
    } else if (r.kind === 'flags') {
      box.eggless = n;
      box.sameDay = hi;
    } else if (r.kind === 'arrive') {
      box.arriveBy = { today: n, tomorrow: hi };
    } else if (r.kind === 'pound') {
      box.pound.push({ value: r.value, label: poundLabel(r.value), count: n });
    } else if ((LISTS as readonly string[]).includes(r.kind)) {
      box[r.kind as (typeof LISTS)[number]].push({ value: r.value, label: r.label, count: n });
    }
  }
  for (const kind of LISTS) {
    // Weights read lightest first; the others most common first.
    box[kind] = box[kind]
      .sort((a, b) =>
        kind === 'pound'
          ? Number(a.value) - Number(b.value)
          : b.count - a.count || a.label.localeCompare(b.label),
      )
      .slice(0, CAP[kind]);
  }
  return out;
}

/**
 * The filterBox in one statement: the listing's base set (its scope, without the visitor's
 * filters, so every option stays visible with its count), grouped per facet kind.
 */
export async function filterBox({ db, ...opts }: SummaryOptions & { db: DbOrTx }): Promise<TFilterBox> {
  const res = await db.execute(sql`select ${summarySql(opts)} as summary`);
  return toSummary(rowsOf<{ summary: unknown }>(res)[0]?.summary).filterbox;
}
