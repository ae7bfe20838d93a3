import type { TSearchQuery } from '@upahar/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { intLiteral, onSale, orderBy, type Summary } from '../catalog/index.ts';
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
 * those values (so a placeholder may stand for `tsq`). The shape is worked out first and the
 * statement only when `ids` is called: a page run prepared needs it once per shape.
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
}): { ids: () => SQL; shape: string } {
  const parts: string[] = [q.sort];
  const counts = filters.length === 0 ? known : null;
  const offset = (q.page - 1) * q.perPage;
  const catalogue = counts?.catalogue ?? 0;
  const sort = q.sort === 'popular' ? 'popular' : q.sort;

  /** One group's rows [from, from + take) in the sort order, with `tier` for the merge. */
  type Arm = { group: Group; tier: number; from: number; take: number; form: Form };
  const arm = (group: Group, tier: number, from: number, take: number): Arm => {
    // No index holds the price now, so walking one in its order is not possible: gather.
    const form = price && group.n !== null ? 'gather' : formFor(group.n, from + take, catalogue);
    parts.push(`${tier}:${form}:${from}:${take}`);
    return { group, tier, from, take, form };
  };

  const statement = (arms: Arm[], merge: { from: number; take: number } | null) => () => {
    // Rows read from the table sort on the price now; merged and gathered rows on the column they
    // carry under the price's name, which holds that same price.
    const order = orderBy(sort);
    const tableOrder = price ? orderBy(sort, undefined, price) : order;
    // Every column a sort order names, so the merged and gathered rows can be ordered again.
    const keys = sql`${products.id}, ${products.soldCount} as sold_count, ${products.viewCount} as view_count,
    ${products.createdAt} as created_at, ${price ?? products.sellingPricePaisa} as selling_price_paisa`;
    const read = ({ group, tier, from, take, form }: Arm) => {
      const where = and(onSale, group.cond(tsq, form), ...filters) as SQL;
      const inner = sql`select ${keys}, ${intLiteral(tier)} as tier from ${products} where ${where}`;
      if (form !== 'gather')
        return sql`${inner} order by ${sql.join(tableOrder, sql`, `)} limit ${intLiteral(take)} offset ${intLiteral(from)}`;
      return sql`select * from (${inner} offset 0) ${sql.identifier('products')} order by ${sql.join(order, sql`, `)} limit ${intLiteral(take)} offset ${intLiteral(from)}`;
    };
    if (!merge) return read(arms[0] as Arm);
    return sql`select id from (${sql.join(
      arms.map((a) => sql`(${read(a)})`),
      sql` union all `,
    )}) ${sql.identifier('products')} order by tier, ${sql.join(order, sql`, `)} limit ${intLiteral(merge.take)} offset ${intLiteral(merge.from)}`;
  };
  const done = (arms: Arm[], merge: { from: number; take: number } | null) => {
    if (merge) parts.push(`merged:${merge.from}:${merge.take}`);
    return { ids: statement(arms, merge), shape: parts.join('|') };
  };

  if (q.sort !== 'popular') {
    const all: Group = { cond: inSearch, n: counts?.total ?? null };
    return done([arm(all, 0, offset, q.perPage)], null);
  }
  const named: Group = { cond: inName, n: counts?.named ?? null };
  const rest: Group = {
    cond: (t, f) => sql`${inSearch(t, f)} and not ${inName(t, f)}`,
    n: counts ? counts.total - counts.named : null,
  };

  if (!counts) {
    // Sizes unknown: both groups up to the end of the page, merged.
    const upTo = offset + q.perPage;
    return done([arm(named, 0, 0, upTo), arm(rest, 1, 0, upTo)], { from: offset, take: q.perPage });
  }
  // Sizes known: each group is read only for the part of the page it covers.
  const fromNamed = Math.max(0, Math.min(offset + q.perPage, counts.named) - offset);
  const arms: Arm[] = [];
  if (fromNamed > 0) arms.push(arm(named, 0, offset, fromNamed));
  if (fromNamed < q.perPage)
    arms.push(arm(rest, 1, Math.max(0, offset - counts.named), q.perPage - fromNamed));
  return done(arms, { from: 0, take: q.perPage });
}
