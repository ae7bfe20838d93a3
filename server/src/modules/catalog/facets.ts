import type { TFilterBox } from '@upahar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

type FacetRow = { kind: string; value: string; label: string; n: number; hi: number };

// Facets per kind are capped so a huge catalogue cannot send a filter panel of thousands of tags.
const CAP = { size: 30, brand: 40, color: 30, tags: 40 } as const;

export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/**
 * What a listing knows about its whole base set (its scope, or a search's matches, without the
 * visitor's filters): how many products it holds, how many of them have every searched word in
 * their name, roughly how many active products the shop has, and the filter box.
 */
export type Summary = { total: number; named: number; catalogue: number; filterbox: TFilterBox };

/**
 * The summary of the products matching `where` as one JSON value, to be selected inside another
 * statement: the base set is read once in a CTE and grouped per facet kind; extra rows carry the
 * price range and the counts. `named` marks the products whose name has every searched word.
 */
export function summarySql(where: SQL, named: SQL = sql`false`): SQL {
  return sql`(
    with base as (
      select ${products.brandId} as brand_id, ${products.sizes} as sizes, ${products.colors} as colors,
             ${products.tags} as tags, ${products.sellingPricePaisa} as price, ${named} as named
      from ${products} where ${where}
    )
    select coalesce(json_agg(f), '[]'::json) from (
      select 'size' as kind, v as value, v as label, count(*)::int as n, 0 as hi
        from base, unnest(base.sizes) v group by v
      union all
      select 'color', v, v, count(*)::int, 0 from base, unnest(base.colors) v group by v
      union all
      select 'tags', v, v, count(*)::int, 0 from base, unnest(base.tags) v group by v
      union all
      select 'brand', b.slug, b.name, count(*)::int, 0
        from base join brands b on b.id = base.brand_id group by b.slug, b.name
      union all
      select 'price', '', '', coalesce(min(price), 0)::int, coalesce(max(price), 0)::int from base
      union all
      select 'total', '', '', count(*)::int, (count(*) filter (where named))::int from base
      union all
      -- The planner's estimate of the table's rows (-1 before its first ANALYZE): only used to
      -- choose how to read a page, never shown.
      select 'catalogue', '', '', greatest(reltuples, 0)::int, 0 from pg_class where oid = 'products'::regclass
    ) f
  )`;
}

/** The summary from summarySql's JSON (drivers hand JSON back parsed or as text). */
export function toSummary(raw: unknown): Summary {
  const rows = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as FacetRow[];
  const box: TFilterBox = { size: [], brand: [], color: [], tags: [], price: { min: 0, max: 0 } };
  const out: Summary = { total: 0, named: 0, catalogue: 0, filterbox: box };
  for (const r of rows) {
    const n = Number(r.n);
    if (r.kind === 'price') {
      // Rupees, as the price slider works in rupees (0 to 5000).
      box.price = { min: Math.floor(n / 100), max: Math.ceil(Number(r.hi) / 100) };
    } else if (r.kind === 'total') {
      out.total = n;
      out.named = Number(r.hi);
    } else if (r.kind === 'catalogue') {
      out.catalogue = n;
    } else if (r.kind === 'size' || r.kind === 'brand' || r.kind === 'color' || r.kind === 'tags') {
      box[r.kind].push({ value: r.value, label: r.label, count: n });
    }
  }
  for (const kind of ['size', 'brand', 'color', 'tags'] as const) {
    box[kind] = box[kind]
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, CAP[kind]);
  }
  return out;
}

/**
 * The filterBox in one statement: the listing's base set (its scope, without the visitor's
 * filters, so every option stays visible with its count), grouped per facet kind.
 */
export async function filterBox({ db, where }: { db: DbOrTx; where: SQL }): Promise<TFilterBox> {
  const res = await db.execute(sql`select ${summarySql(where)} as summary`);
  return toSummary(rowsOf<{ summary: unknown }>(res)[0]?.summary).filterbox;
}
