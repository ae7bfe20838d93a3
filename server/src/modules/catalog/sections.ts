import type { TProductCard } from '@upahar/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products, stores } from '../../db/schema/catalog.ts';
import { preparedFor } from '../../lib/prepared.ts';
import { productAccessories } from '../cake/tables.ts';
import { type CardRow, cardColumns, toCard } from './cards.ts';
import { onSale } from './on-sale.ts';

// The shelves under a product: related, suggested cakes, accessories, combos.
// All of them come back from one UNION ALL statement, each arm with its own order and limit.

export type Anchor = {
  id: string;
  type: string;
  categoryId: number;
  storeId: number;
  flavourId: number | null;
};
export type Section = 'related' | 'suggested' | 'accessories' | 'combos';
// Suggested cakes of the same flavour and of the others are read as two arms, each in the order
// of an index (schema/catalog.ts), instead of sorting every cake by "same flavour first".
// The accessories a seller chose for the product are an arm of their own, in the seller's order;
// the tag rule's arm reads nothing while there is a choice, so one of the two fills the shelf.
type Arm = Section | 'suggested-other' | 'accessories-chosen';

const LIMIT: Record<Arm, number> = {
  related: 8,
  suggested: 8,
  'suggested-other': 8,
  accessories: 8,
  // As many as a seller may choose (MAX_CAKE_ACCESSORIES).
  'accessories-chosen': 12,
  combos: 4,
};
/** Accessories are products tagged so by their shop (candles, toppers, poppers, cards). */
export const ACCESSORY_TAG = 'accessory';
const COMBO_KINDS = ['flowers', 'chocolates'] as const;

const popular = [desc(products.soldCount), desc(products.viewCount), products.id];

// The anchor's values are placeholders: each shape of the statement is built and prepared once
// per database handle, then only executed (building it took a millisecond of every product page).
const a = {
  id: sql.placeholder('id'),
  categoryId: sql.placeholder('categoryId'),
  storeId: sql.placeholder('storeId'),
  flavourId: sql.placeholder('flavourId'),
};

// The active flag and the cake type are written as constants, not parameters, so a plan kept for
// every anchor can still use the partial indexes (their WHERE is_active / type = 'cake').
const isCake = sql`${products.type} = 'cake'`;

/** A fixed word or number written into the statement (never a visitor's value). */
const literal = (v: string | number) => sql.raw(typeof v === 'number' ? String(v) : `'${v}'`);
const isAccessory = sql`${products.tags} @> array[${literal(ACCESSORY_TAG)}]::text[]`;

/**
 * One shelf's product ids in its order; the cards are built once for all shelves. Limits, shelf
 * names, the accessory tag and the combo kinds are literals, not parameters: with a LIMIT
 * parameter the generic plan of the prepared statement guessed a tenth of the table instead of
 * eight rows and cost more than planning anew, so PostgreSQL planned the statement on every
 * product page (about 2 ms); with literals it keeps one plan per connection.
 */
function arm(section: Arm, anchor: Pick<Anchor, 'type' | 'flavourId'>): SQL {
  const active = and(onSale, ne(products.id, a.id)) as SQL;
  let where: SQL;
  let order: SQL[] = popular.map((o) => sql`${o}`);
  const otherCakes = and(active, isCake, ne(products.categoryId, a.categoryId)) as SQL;
  switch (section) {
    case 'related':
      where = and(active, eq(products.categoryId, a.categoryId)) as SQL;
      break;
    case 'suggested':
      // Cakes suggest other cakes, same flavour first (then the rest, 'suggested-other'), best
      // rated first; other products suggest the same shop's other things.
      if (anchor.type === 'cake') {
        where =
          anchor.flavourId === null
            ? otherCakes
            : (and(otherCakes, eq(products.flavourId, a.flavourId)) as SQL);
        order = [desc(products.ratingAvg), ...order];
      } else {
        where = and(active, eq(products.storeId, a.storeId), ne(products.categoryId, a.categoryId)) as SQL;
      }
      break;
    case 'suggested-other':
      where =
        anchor.flavourId === null
          ? sql`false`
          : (and(otherCakes, sql`${products.flavourId} is distinct from ${a.flavourId}::int`) as SQL);
      order = [desc(products.ratingAvg), ...order];
      break;
    case 'accessories':
      // The tag rule is the fallback while the seller has chosen none: the condition on the
      // anchor alone is checked once per execution, before any product is read.
      where = and(
        active,
        isAccessory,
        sql`not exists (select 1 from ${productAccessories} where ${productAccessories.productId} = ${a.id}::uuid)`,
      ) as SQL;
      order = [sql`(${products.storeId} = ${a.storeId}::int) desc`, ...order];
      break;
    case 'accessories-chosen': {
      // Only those still on sale and still accessories, in the seller's order (the primary key
      // on product_accessories starts with the product).
      const ids = sql`select ${products.id} from ${productAccessories} join ${products} on ${products.id} = ${productAccessories.accessoryId} where ${productAccessories.productId} = ${a.id}::uuid and ${and(active, isAccessory)} order by ${productAccessories.sortOrder} limit ${literal(LIMIT[section])}`;
      return sql`select x.id, ${literal(section)}::text as section, row_number() over () as n from (${ids}) x`;
    }
    case 'combos':
      // A cake pairs with flowers or chocolates; anything else pairs with a cake.
      where =
        anchor.type === 'cake'
          ? (and(
              active,
              sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.kind} in (${sql.join(
                COMBO_KINDS.map(literal),
                sql`, `,
              )}))`,
            ) as SQL)
          : (and(active, isCake) as SQL);
      break;
  }
  const ids = sql`select ${products.id} from ${products} where ${where} order by ${sql.join(order, sql`, `)} limit ${literal(LIMIT[section])}`;
  // The position inside the shelf, taken in the arm's order before anything is joined.
  return sql`select x.id, ${literal(section)}::text as section, row_number() over () as n from (${ids}) x`;
}

/** The asked-for shelves of one product in a single statement. */
export async function sectionsOf(
  db: DbOrTx,
  anchor: Anchor,
  sections: Section[],
): Promise<Record<Section, TProductCard[]>> {
  const isCake = anchor.type === 'cake';
  const wanted: Arm[] = [...sections];
  if (sections.includes('suggested') && isCake && anchor.flavourId !== null) wanted.push('suggested-other');
  if (sections.includes('accessories')) wanted.push('accessories-chosen');
  // The statement's shape: which arms, and the anchor's kind where an arm depends on it.
  const shape = `${wanted.join(',')}|${isCake ? 'cake' : 'other'}|${anchor.flavourId === null ? 'any' : 'flavour'}`;
  const prepared = preparedFor(db, `shelves|${shape}`, () => {
    const shapeAnchor = { type: anchor.type, flavourId: anchor.flavourId };
    const arms = wanted.map((s) => sql`(${arm(s, shapeAnchor)})`);
    return db
      .select({ ...cardColumns, section: sql<Arm>`picked.section` })
      .from(sql`(${sql.join(arms, sql` union all `)}) picked`)
      .innerJoin(products, eq(products.id, sql`picked.id`))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .orderBy(sql`picked.section`, sql`picked.n`);
  });
  const rows = (await prepared.execute({
    id: anchor.id,
    categoryId: anchor.categoryId,
    storeId: anchor.storeId,
    flavourId: anchor.flavourId,
  })) as (CardRow & { section: Arm })[];
  const out: Record<Section, TProductCard[]> = { related: [], suggested: [], accessories: [], combos: [] };
  const others: TProductCard[] = [];
  const chosen: TProductCard[] = [];
  for (const r of rows) {
    const shelf =
      r.section === 'suggested-other' ? others : r.section === 'accessories-chosen' ? chosen : out[r.section];
    shelf.push(toCard(r));
  }
  out.suggested = [...out.suggested, ...others].slice(0, LIMIT.suggested);
  if (chosen.length > 0) out.accessories = chosen;
  return out;
}
