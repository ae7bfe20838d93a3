import {
  CART_LINE_QUANTITY_MAX,
  CART_LINES_MAX,
  localDigits,
  type TCart,
  type ZAddToCartBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { CartLineOptions } from '../../db/schema/cart.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { executeShape } from '../../lib/prepared.ts';
import { racePoint } from '../../lib/race-points.ts';
import { loadOptionTables } from '../cake/index.ts';
import { assertDeliveryDate, loadLocation } from '../delivery/index.ts';
import { checkLinePhoto } from '../photos/index.ts';
import { checkMessageWords } from '../words/index.ts';
import { type CartActor, lockCart } from './access.ts';
import { firstAdd } from './first-add.ts';
import { stockProblem } from './lines.ts';
import { findProductsForCart, lineOptions, type ProductForCart } from './options.ts';
import { viewCart } from './reads.ts';

export type AddToCartInput = z.output<typeof ZAddToCartBody>;
type LineInput = Omit<AddToCartInput, 'extras' | 'source' | 'quickCheckout'>;

const lineMaxMessage = () => m.errors_cart_line_max({ max: localDigits(String(CART_LINE_QUANTITY_MAX)) });

type PreparedLine = {
  input: LineInput;
  productId: string;
  stock: number | null;
  options: CartLineOptions;
  key: string;
};

/**
 * What the lines of one add need from the database, read once for all of them: the products (one
 * query), the cake option tables (only when a cake is among them) and each location named.
 */
async function lookups(db: DbOrTx, lines: readonly LineInput[], read?: Map<string, ProductForCart>) {
  const found = read ?? (await findProductsForCart({ db, refs: lines.map((l) => l.productId) }));
  const tables = [...found.values()].some((p) => p.type === 'cake') ? await loadOptionTables({ db }) : null;
  const locations = new Map<number, Promise<unknown>>();
  const checkLocation = (locationId: number) => {
    let check = locations.get(locationId);
    if (!check) {
      check = loadLocation({ db, locationId, field: 'deliveryLocationId' });
      // A refused location is refused for every line that names it, and reported by each.
      check.catch(() => {});
      locations.set(locationId, check);
    }
    return check;
  };
  return { db, found, tables, checkLocation };
}

/** Everything that can be checked before the transaction: product, options, location, date. */
async function prepareLine(
  { db, found, tables, checkLocation }: Awaited<ReturnType<typeof lookups>>,
  input: LineInput,
  now: Date,
): Promise<PreparedLine> {
  const product = found.get(input.productId);
  if (!product) throw new AppError('not_found', m.errors_cart_product_not_found(), 404);
  if (product.type === 'automobile') throw new AppError('not_for_sale', m.errors_cart_automobile(), 400);
  if (!product.isActive) throw new AppError('not_available', m.errors_cart_not_available(), 409);
  if (!product.storeActive) throw new AppError('not_available', m.errors_cart_shop_closed(), 409);
  // A combination that cannot be made is a 400 with the pricing's own message.
  const { options, key } = lineOptions(product, tables, input);
  await checkMessageWords({ db, text: options.message, field: 'message' });
  await checkLinePhoto({
    db,
    photoPrintable: product.type === 'cake' && product.photoPrintable,
    photoId: input.photoId,
    pound: options.pound,
    shape: options.shape,
  });
  const early = stockProblem(product.stock, input.quantity);
  if (early) throw new AppError('out_of_stock', early, 409);
  if (input.deliveryLocationId !== undefined) await checkLocation(input.deliveryLocationId);
  if (input.deliveryDate !== undefined) assertDeliveryDate(now, input.deliveryDate);
  return { input, productId: product.id, stock: product.stock, options, key };
}

/**
 * The line's upsert: the quantity is added only while the sum stays within the per-line maximum
 * (no row back otherwise). xmax = 0 only on a freshly inserted row: a new line, not more of one
 * already there. Built once and prepared, as the count of the cart's lines.
 */
const upsertStatement = () => sql`
  insert into ${cartItems} (cart_id, product_id, quantity, options, options_key, delivery_location_id, delivery_date)
  values (${sql.placeholder('cartId')}::uuid, ${sql.placeholder('productId')}::uuid, ${sql.placeholder('quantity')}::int,
    ${sql.placeholder('options')}::jsonb, ${sql.placeholder('key')}, ${sql.placeholder('locationId')}::int,
    ${sql.placeholder('date')}::date)
  on conflict (cart_id, product_id, options_key) do update set
    quantity = ${cartItems.quantity} + excluded.quantity,
    delivery_location_id = coalesce(excluded.delivery_location_id, ${cartItems.deliveryLocationId}),
    delivery_date = coalesce(excluded.delivery_date, ${cartItems.deliveryDate})
  where ${cartItems.quantity} + excluded.quantity <= ${sql.raw(String(CART_LINE_QUANTITY_MAX))}
  returning id, quantity, (xmax = 0) as "isNew"`;

const countStatement = () =>
  sql`select count(*)::int as lines from ${cartItems} where cart_id = ${sql.placeholder('cartId')}::uuid`;

/**
 * Adds the quantity with a single conditional upsert, so two quick clicks can never pass the
 * per-line maximum; stock and the number of lines are checked on the result.
 */
async function insertLine(tx: DbOrTx, cartId: string, line: PreparedLine): Promise<string> {
  const { input } = line;
  const res = (await executeShape(tx, 'cart-line', 'upsert', upsertStatement, {
    cartId,
    productId: line.productId,
    quantity: input.quantity,
    options: JSON.stringify(line.options),
    key: line.key,
    locationId: input.deliveryLocationId ?? null,
    date: input.deliveryDate ?? null,
  })) as { rows: { id: string; quantity: number; isNew: boolean }[] };
  const row = res.rows[0];
  if (!row) {
    const message = lineMaxMessage();
    throw new AppError('too_many', message, 400, { quantity: [message] });
  }
  const short = stockProblem(line.stock, row.quantity);
  if (short) throw new AppError('out_of_stock', short, 409);
  if (row.isNew) {
    const counted = (await executeShape(tx, 'cart-line', 'count', countStatement, { cartId })) as {
      rows: { lines: number }[];
    };
    if (counted.rows[0].lines > CART_LINES_MAX)
      throw new AppError(
        'cart_full',
        m.errors_cart_cart_full({ max: localDigits(String(CART_LINES_MAX)) }),
        409,
      );
  }
  return row.id;
}

const reason = (e: unknown) => {
  if (e instanceof AppError) return e.message;
  throw e;
};

/**
 * POST /add-to-cart: the line and its extras in one transaction. The line must go in or the
 * whole add is refused; each extra goes in under its own savepoint, and one that cannot (sold
 * out, too many) is reported in notAdded while the rest stay.
 */
export async function addToCart({
  db,
  actor,
  input,
  now = clock.now(),
}: {
  db: DbOrTx;
  actor: CartActor;
  input: AddToCartInput;
  now?: Date;
}): Promise<TCart> {
  const { extras, source: _source, quickCheckout, ...main } = input;
  let read: Map<string, ProductForCart> | undefined;
  // A visitor's first add of one line, without a location to look up: one statement (first-add.ts).
  if (!actor.userId && !actor.guestToken && extras.length === 0 && main.deliveryLocationId === undefined) {
    const first = await firstAdd({ db, line: main, now });
    if (first.added) {
      const { cart, answer } = first.added;
      try {
        await prepareLine(await lookups(db, [main], first.found), main, now);
      } catch (e) {
        await db.delete(carts).where(eq(carts.id, cart.id));
        throw e;
      }
      return answer(quickCheckout);
    }
    read = first.found;
  }
  const looked = await lookups(db, [main, ...extras], read);
  const line = await prepareLine(looked, main, now);
  const notAdded: TCart['notAdded'] = [];
  const ready: PreparedLine[] = [];
  for (const extra of extras) {
    try {
      ready.push(await prepareLine(looked, extra, now));
    } catch (e) {
      notAdded.push({ productId: extra.productId, message: reason(e) });
    }
  }
  await racePoint('add-to-cart:start');
  const { cart, ids } = await db.transaction(async (tx) => {
    await racePoint('add-to-cart:lock');
    // The cart row first, then its lines, the order the login merge takes them in (no deadlock);
    // the lock also makes parallel adds count one after the other, and keeps a prune away.
    const cart = await lockCart({ db: tx, actor, now });
    const ids = [await insertLine(tx, cart.id, line)];
    for (const extra of ready) {
      try {
        ids.push(await tx.transaction((savepoint) => insertLine(savepoint, cart.id, extra)));
      } catch (e) {
        notAdded.push({ productId: extra.input.productId, message: reason(e) });
      }
    }
    return { cart, ids };
  });
  return viewCart({ db, cart, actor, added: quickCheckout ? ids : null, notAdded });
}
