import { type SQL, sql } from 'drizzle-orm';
import { onSale } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';

// The products suggested while typing: those whose name has every word first, then the others,
// each best sellers first, as search lists them. A suggestion has no remembered counts to choose
// how to read each group (a prefix such as "choc" changes with every key), so each group is read
// in two bounded ways: walk the popularity index over the best-selling products and stop at the
// limit; only when that walk finds too few (the words are rare among best sellers, so rare
// overall) gather the group's products from the full-text index and sort just them. Ranking every
// match took 45 to 200 ms a key at 100,000 products.

/** How many best sellers a walk reads at most before the group is gathered instead. */
const WALK = 1000;

const tsq = (q: string) => sql`to_tsquery('english', ${q})`;

/** One group's ids (with sort keys), at most `limit`, best sellers first. */
function group(name: string, walkCond: SQL, gatherCond: SQL, limit: number, gate: SQL): SQL {
  const walk = sql.identifier(`${name}_walk`);
  const order = sql`sold_count desc, view_count desc, id`;
  return sql`${walk} as materialized (
      select id, sold_count, view_count from (
        select ${products.id}, ${products.search}, ${products.nameSearch}, ${products.soldCount}, ${products.viewCount}
        from ${products} where ${onSale} and ${gate}
        order by ${products.soldCount} desc, ${products.viewCount} desc, ${products.id} limit ${WALK}
      ) ${sql.identifier('products')}
      where ${walkCond} limit ${limit}
    ),
    ${sql.identifier(name)} as materialized (
      (select * from ${walk} where (select count(*) from ${walk}) >= ${limit})
      union all
      (select * from (
         select id, sold_count, view_count from ${products}
         where ${onSale} and ${gatherCond} offset 0
       ) g
       where (select count(*) from ${walk}) < ${limit}
       order by ${order} limit ${limit})
    )`;
}

/**
 * A select of (type, label, slug, image) for up to `limit` products matching every word, each
 * labelled with its Nepali name when `nepali` asks for it and it has one.
 */
export function suggestedProducts(all: string, limit: number, nepali = false): SQL {
  const q = tsq(all);
  const nameWalk = sql`ts_match_vq(${products.nameSearch}, ${q})`;
  const nameGather = sql`${products.nameSearch} @@ ${q}`;
  // The second group is read only when the first leaves room.
  const room = sql`(select count(*) from named) < ${limit}`;
  return sql`
    with ${group('named', nameWalk, nameGather, limit, sql`true`)},
    ${group(
      'others',
      sql`ts_match_vq(${products.search}, ${q}) and not ${nameWalk}`,
      sql`${products.search} @@ ${q} and not ${nameGather} and ${room}`,
      limit,
      room,
    )}
    select 'product' as type, ${nepali ? sql`coalesce(p.name_ne, p.name)` : sql`p.name`} as label, p.slug,
           (select pi.path from product_images pi where pi.product_id = p.id order by pi.sort_order, pi.id limit 1) as image
    from (select id, 0 as tier, sold_count, view_count from named
          union all select id, 1, sold_count, view_count from others) x
    join products p on p.id = x.id
    order by x.tier, x.sold_count desc, x.view_count desc, x.id
    limit ${limit}`;
}
