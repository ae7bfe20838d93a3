import type { TCart } from '@upahar/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carts } from '../../db/schema/cart.ts';
import { executeShape } from '../../lib/prepared.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { cakeProductColumns } from '../cake/index.ts';
import { isUuid } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { dealsFromJson, visitorDealsJson } from '../deals/index.ts';
import type { CartRow } from './access.ts';
import { dealItems, deliveryColumns, type LineRow, priceLine, subtotalOf, withDeals } from './lines.ts';
import type { ProductForCart } from './options.ts';
import { cartAnswer, type GiftRow, giftsFor, giftsStatement } from './reads.ts';

// A visitor's first add (no cart token yet) of one line is the add most often made, and the one
// a new visitor waits for. It is one statement: the product (with its store, picture and the
// deals running on it), the gifts on offer, and, when the product can simply be added, the new
// cart and its line, inserted by data-modifying CTEs. The answer is priced from what that
// statement read. The add-to-cart checks still decide, on the product it read: when they refuse
// a line the statement inserted, the cart is deleted again. Nobody else can have reached it: its
// token was never answered. When the statement inserted nothing (a cake, whose options need the
// option tables, or a product the checks will refuse), the add goes the usual way with the
// product already read.

/** Columns as `name` aliases, for a select list written as SQL. */
const selectAs = (columns: Record<string, SQLWrapper>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );

const { id: _id, minPound: _min, maxPound: _max, ...productColumns } = cakeProductColumns;

/** The statement, by how the product is named (its id or its slug). */
function firstAddStatement(byId: boolean): SQL {
  const qty = sql.placeholder('quantity');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const columns = selectAs({
    ...productColumns,
    productId: products.id,
    // numeric(4,1): as a float the driver gives a number, as the query builder does.
    minPound: sql`${products.minPound}::float8`,
    maxPound: sql`${products.maxPound}::float8`,
    slug: products.slug,
    photoPrintable: products.photoPrintable,
    categoryId: products.categoryId,
    ...deliveryColumns,
  });
  const ref = sql.placeholder('ref');
  return sql`
    with found as (
      select ${columns}
      from ${products} join ${stores} on ${stores.id} = ${products.storeId}
      where ${byId ? sql`${products.id} = ${ref}::uuid` : sql`${products.slug} = ${ref}`}
    ),
    cart as (
      insert into ${carts} (guest_token_hash, created_at, updated_at)
      select ${sql.placeholder('hash')}, ${now}, ${now} from found
      -- What the add-to-cart checks ask of a line without options (they decide afterwards).
      where found.type not in ('cake', 'automobile') and found."isActive" and found."storeActive"
        and (found.stock is null or found.stock >= ${qty})
      returning id, note, coupon_code
    ),
    line as (
      insert into cart_items (cart_id, product_id, quantity, options, options_key, delivery_date)
      select cart.id, found."productId", ${qty}, '{}'::jsonb, '{}', ${sql.placeholder('date')}::date
      from cart, found
      returning id
    )
    select found.*, cart.id as "cartId", cart.note, cart.coupon_code as "couponCode", line.id as "lineId",
      ${visitorDealsJson(sql`array(select "productId" from found)`)} as deals,
      (select coalesce(json_agg(g), '[]'::json) from (${giftsStatement()}) g) as gifts
    from found left join cart on true left join line on true`;
}

type FoundRow = Omit<
  LineRow,
  'cartItemId' | 'quantity' | 'options' | 'deliveryLocationId' | 'deliveryDate' | 'userId'
> & {
  photoPrintable: boolean;
  cartId: string | null;
  note: string | null;
  couponCode: string | null;
  lineId: string | null;
  deals: unknown;
  gifts: GiftRow[];
};

export type FirstAdd = {
  /** The product named, keyed by the reference as the request wrote it (empty: none). */
  found: Map<string, ProductForCart>;
  /** The cart made and its line, when the statement added it. */
  added: { cart: CartRow; answer: (quickCheckout: boolean) => TCart } | null;
};

/** Runs the first add's statement for `line` (see above); the caller runs the checks. */
export async function firstAdd({
  db,
  line,
  now,
}: {
  db: DbOrTx;
  line: { productId: string; quantity: number; deliveryDate?: string };
  now: Date;
}): Promise<FirstAdd> {
  const token = newToken();
  const byId = isUuid(line.productId);
  const res = (await executeShape(db, 'cart-first-add', byId ? 'id' : 'slug', () => firstAddStatement(byId), {
    ref: byId ? line.productId.toLowerCase() : line.productId,
    hash: hashToken(token),
    now: now.toISOString(),
    quantity: line.quantity,
    date: line.deliveryDate ?? null,
  })) as { rows: FoundRow[] };
  const found = new Map<string, ProductForCart>();
  const r = res.rows[0];
  if (!r) return { found, added: null };
  found.set(line.productId, { ...r, id: r.productId });
  if (!r.cartId || !r.lineId) return { found, added: null };
  const cart: CartRow = { id: r.cartId, note: r.note ?? '', couponCode: r.couponCode, token };
  const lineId = r.lineId;
  const answer = (quickCheckout: boolean): TCart => {
    const priced = [
      priceLine(
        {
          ...r,
          cartItemId: lineId,
          quantity: line.quantity,
          options: {},
          deliveryLocationId: null,
          deliveryDate: line.deliveryDate ?? null,
          userId: null,
        },
        null,
      ),
    ];
    const lines = withDeals(priced, dealsFromJson(r.deals, dealItems(priced), true));
    return cartAnswer({
      cart,
      actor: { userId: null, guestToken: token },
      lines,
      gifts: giftsFor(r.gifts, subtotalOf(lines)),
      unpaidOrders: [],
      added: quickCheckout ? [lineId] : null,
      notAdded: [],
    });
  };
  return { found, added: { cart, answer } };
}
