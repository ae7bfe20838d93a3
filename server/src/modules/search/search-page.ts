import type { TSearchQuery } from '@upahar/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { onSale, orderBy, intLiteral, type Summary } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';

// Which products a page of search results shows, as a select of ids in page order, read so the
// cost follows the page and not the number of matches ("chocolate cake" matches 9,000 of 100,000
// products: ranking them all took 60 ms a search, reading the first page in order takes 1 ms).
//
// Order for "popular": products whose name has every word first, then those that have them only
// in tags, category, brand, shop, occasion or description; each group best sellers first. Both
// groups are read from the popularity index; the other sorts read their own index.
//
// How each group is read depends on how many products it holds, which the remembered summary
// tells (when it is not known, the planner chooses as usual):
// - many: walk the sort order's index and test each product (ts_match_vq, a function call the
//   full-text index cannot answer, so the walk is what the planner picks); it stops after the
//   page, reading about (offset + page) * catalogue / group products;
// - few: take the group's products from the full-text index and sort just them (OFFSET 0 keeps
//   the planner from walking the sort index hoping to meet them early).

type Form = 'planner' | 'walk' | 'gather';

/** The cheaper way to read `need` rows of a group of `n` products out of `catalogue`. */
function formFor(n: number | null, need: number, catalogue: number): Form {
  if (n === null) return 'planner';
  // Walking reads about need * catalogue / n products, gathering reads n.
  return n * n >= need * Math.max(catalogue, n) ? 'walk' : 'gather';
}

type Tsq = string | Placeholder;
type Group = { cond: (tsq: Tsq, f: Form) => SQL; n: number | null };

// When the planner chooses (sizes unknown) it must see the words, so the query is written out;
// once the form is chosen here, the query is a sub-select computed once per statement: in the
// plan a prepared page keeps, the words are a parameter and to_tsquery ran again for every
// product walked (600 times for "chocolate cake", 4 ms instead of 0.2).
const tsquery = (tsq: Tsq, f: Form) =>
  f === 'planner' ? sql`to_tsquery('english', ${tsq})` : sql`(select to_tsquery('english', ${tsq}))`;
const inSearch = (tsq: Tsq, f: Form) =>
  f === 'walk'
    ? sql`ts_match_vq(${products.search}, ${tsquery(tsq, f)})`
    : sql`${products.search} @@ ${tsquery(tsq, f)}`;
const inName = (tsq: Tsq, f: Form) =>
  f === 'walk'
    ? sql`ts_match_vq(${products.nameSearch}, ${tsquery(tsq, f)})`
    : sql`${products.nameSearch} @@ ${tsquery(tsq, f)}`;

/**
 * The select of the page's ids. `filters` are the visitor's; `known` is the matches' summary when
 * remembered (only used without filters, since it counts the unfiltered matches). `shape` names
 * everything of the statement but `tsq` and the filters: two searches of one shape differ only in
 * those values (so a placeholder may stand for `tsq`).
 */
export function searchIds({
  q,
  tsq,
  filters,
  known,
  price,
}: {
  q: TSearchQuery;
  tsq: Tsq;
  filters: SQL[];
  known: Summary | null;
  /** The price now while a campaign runs (priceNowSql), for the price sorts; never prepared. */
  price?: SQL;
}): { ids: SQL; shape: string } {
  const parts: string[] = [q.sort];
  const done = (ids: SQL) => ({ ids, shape: parts.join('|') });
  const counts = filters.length === 0 ? known : null;
  const offset = (q.page - 1) * q.perPage;
  const catalogue = counts?.catalogue ?? 0;
  const sort = q.sort === 'popular' ? 'popular' : q.sort;
  // Rows read from the table sort on the price now; merged and gathered rows on the column they
  // carry under the price's name, which holds that same price.
  const order = orderBy(sort);
  const tableOrder = price ? orderBy(sort, undefined, price) : order;
  // Every column a sort order names, so the merged and gathered rows can be ordered again.
  const keys = sql`${products.id}, ${products.soldCount} as sold_count, ${products.viewCount} as view_count,
    ${products.createdAt} as created_at, ${price ?? products.sellingPricePaisa} as selling_price_paisa`;

  /** One group's rows [from, from + take) in the sort order, with `tier` for the merge. */
  const read = (g: Group, tier: number, from: number, take: number) => {
    // No index holds the price now, so walking one in its order is not possible: gather.
    const form = price && g.n !== null ? 'gather' : formFor(g.n, from + take, catalogue);
    parts.push(`${tier}:${form}:${from}:${take}`);
    const where = and(onSale, g.cond(tsq, form), ...filters) as SQL;
    const inner = sql`select ${keys}, ${intLiteral(tier)} as tier from ${products} where ${where}`;
    if (form !== 'gather')
      return sql`${inner} order by ${sql.join(tableOrder, sql`, `)} limit ${intLiteral(take)} offset ${intLiteral(from)}`;
    return sql`select * from (${inner} offset 0) ${sql.identifier('products')} order by ${sql.join(order, sql`, `)} limit ${intLiteral(take)} offset ${intLiteral(from)}`;
  };

  if (q.sort !== 'popular') {
    const all: Group = { cond: inSearch, n: counts?.total ?? null };
    return done(read(all, 0, offset, q.perPage));
  }
  const named: Group = { cond: inName, n: counts?.named ?? null };
  const rest: Group = {
    cond: (t, f) => sql`${inSearch(t, f)} and not ${inName(t, f)}`,
    n: counts ? counts.total - counts.named : null,
  };
  const merged = (arms: SQL[], from: number, take: number) => {
    parts.push(`merged:${from}:${take}`);
    return sql`select id from (${sql.join(
      arms.map((a) => sql`(${a})`),
      sql` union all `,
    )}) ${sql.identifier('products')} order by tier, ${sql.join(order, sql`, `)} limit ${intLiteral(take)} offset ${intLiteral(from)}`;
  };

  if (!counts) {
    // Sizes unknown: both groups up to the end of the page, merged.
    const upTo = offset + q.perPage;
    return done(merged([read(named, 0, 0, upTo), read(rest, 1, 0, upTo)], offset, q.perPage));
  }
  // Sizes known: each group is read only for the part of the page it covers.
  const fromNamed = Math.max(0, Math.min(offset + q.perPage, counts.named) - offset);
  const arms: SQL[] = [];
  if (fromNamed > 0) arms.push(read(named, 0, offset, fromNamed));
  if (fromNamed < q.perPage)
    arms.push(read(rest, 1, Math.max(0, offset - counts.named), q.perPage - fromNamed));
  return done(merged(arms, 0, q.perPage));
}
