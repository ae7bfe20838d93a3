import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  orderItems,
  orderParts,
  orders,
  products,
  slotBookings,
  storeSlotBookings,
  storeSlotLimits,
  userCredits,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { COUPON_USED_UP } from './coupons.ts';

// What an order holds while it is alive: a place in its time slot, ready-made stock, a coupon use
// and spent voucher credit. Each is taken with one atomic conditional statement inside the order's
// transaction (so simultaneous checkouts cannot overbook or oversell), and given back on cancellation.

export const SLOT_NOW_FULL = 'This time slot has just filled up. Please choose another one.';

/**
 * One place in `slotId` on `date`. The upsert only adds when there is room, so of many parallel
 * checkouts for the last place exactly one gets a row back; a concurrent insert of the first
 * booking waits on the primary key and then takes the update path.
 */
export async function bookSlot(tx: Tx, o: { slotId: number; date: string; capacity: number }) {
  if (o.capacity < 1) throw new AppError('slot_full', SLOT_NOW_FULL, 409, { timeSlotId: [SLOT_NOW_FULL] });
  const rows = await tx
    .insert(slotBookings)
    .values({ slotId: o.slotId, date: o.date, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.slotId, slotBookings.date],
      set: { booked: sql`${slotBookings.booked} + 1` },
      setWhere: sql`${slotBookings.booked} < ${o.capacity}`,
    })
    .returning({ booked: slotBookings.booked });
  if (rows.length === 0) throw new AppError('slot_full', SLOT_NOW_FULL, 409, { timeSlotId: [SLOT_NOW_FULL] });
}

/**
 * A place in the slot for every store of the order that limits its own slots, taken like the
 * shop's place (an upsert that adds only while there is room), store by store in id order so two
 * checkouts sharing stores cannot deadlock. Answers 409 naming the store that is full.
 */
export async function bookStoreSlots(
  tx: Tx,
  o: { stores: readonly { storeId: number; storeName: string }[]; slotId: number; date: string },
) {
  const ids = o.stores.map((s) => s.storeId);
  if (ids.length === 0) return;
  const limits = await tx
    .select({ storeId: storeSlotLimits.storeId, capacity: storeSlotLimits.capacity })
    .from(storeSlotLimits)
    .where(and(inArray(storeSlotLimits.storeId, ids), eq(storeSlotLimits.slotId, o.slotId)))
    .orderBy(asc(storeSlotLimits.storeId));
  for (const limit of limits) {
    const full = () => {
      const name = o.stores.find((s) => s.storeId === limit.storeId)?.storeName ?? 'A store';
      const message = `${name} is fully booked in this time slot. Please choose another one.`;
      return new AppError('store_slot_full', message, 409, { timeSlotId: [message] });
    };
    if (limit.capacity < 1) throw full();
    const rows = await tx
      .insert(storeSlotBookings)
      .values({ storeId: limit.storeId, slotId: o.slotId, date: o.date, booked: 1 })
      .onConflictDoUpdate({
        target: [storeSlotBookings.storeId, storeSlotBookings.slotId, storeSlotBookings.date],
        set: { booked: sql`${storeSlotBookings.booked} + 1` },
        setWhere: sql`${storeSlotBookings.booked} < ${limit.capacity}`,
      })
      .returning({ booked: storeSlotBookings.booked });
    if (rows.length === 0) throw full();
  }
}

/**
 * Ready-made stock (null stock: made to order, nothing to take). Lines are taken in product id
 * order so two orders sharing products lock them in the same order and cannot deadlock. Free
 * gifts take one each in the same pass, after the lines of their product; a gift that has run out
 * is left out instead of refusing the order. Answers the product ids of the gifts granted.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly { productId: string; name: string; quantity: number; stock: number | null }[],
  gifts: readonly { productId: string; stock: number | null }[] = [],
): Promise<Set<string>> {
  const wanted = new Map<string, { name: string; quantity: number; gifts: number }>();
  const want = (productId: string, name: string, quantity: number, gift: number) => {
    const w = wanted.get(productId) ?? { name, quantity: 0, gifts: 0 };
    wanted.set(productId, { name: w.name || name, quantity: w.quantity + quantity, gifts: w.gifts + gift });
  };
  for (const l of lines) if (l.stock !== null) want(l.productId, l.name, l.quantity, 0);
  const granted = new Set(gifts.filter((g) => g.stock === null).map((g) => g.productId));
  for (const g of gifts) if (g.stock !== null) want(g.productId, '', 0, 1);

  const take = (productId: string, quantity: number) =>
    tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ stock: products.stock });
  for (const [productId, w] of [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (w.quantity > 0 && (await take(productId, w.quantity)).length === 0) {
      const message = `${w.name} has just sold out or has fewer left than you want. Please change the quantity.`;
      throw new AppError('out_of_stock', message, 409);
    }
    if (w.gifts > 0 && (await take(productId, 1)).length > 0) granted.add(productId);
  }
  return granted;
}

/** Counts one use of a coupon; refused when the last use went to someone else a moment ago. */
export async function spendCoupon(tx: Tx, o: { couponId: number; userId: string; orderId: string }) {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, o.couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (rows.length === 0)
    throw new AppError('coupon_refused', COUPON_USED_UP, 409, { code: [COUPON_USED_UP] });
  await tx.insert(couponRedemptions).values(o);
}

/**
 * Gives back what a cancelled part of an order held: its lines' stock and its share of voucher
 * credit. The slot and the coupon belong to the whole order and come back when its last part is
 * cancelled (`lastPart`). Called inside the transaction that holds the order and part rows, so it
 * runs once per cancellation.
 */
export async function releasePartHolds({
  tx,
  partId,
  lastPart,
}: {
  tx: Tx;
  partId: string;
  lastPart: boolean;
}) {
  const [part] = await tx
    .select({
      orderId: orders.id,
      userId: orders.userId,
      slotId: orders.timeSlotId,
      date: orders.deliveryDate,
      couponId: orders.couponId,
      credit: orderParts.creditPaisa,
      number: orderParts.number,
      storeId: orderParts.storeId,
      partSlotId: orderParts.timeSlotId,
      partDate: orderParts.deliveryDate,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.id, partId));
  if (!part) return;
  const orderId = part.orderId;
  // The store's own place in the slot comes back with its part.
  await tx
    .update(storeSlotBookings)
    .set({ booked: sql`${storeSlotBookings.booked} - 1` })
    .where(
      and(
        eq(storeSlotBookings.storeId, part.storeId),
        eq(storeSlotBookings.slotId, part.partSlotId),
        eq(storeSlotBookings.date, part.partDate),
        gt(storeSlotBookings.booked, 0),
      ),
    );
  // The slot first, as checkout books it before taking stock: both take the rows in one order.
  if (lastPart)
    await tx
      .update(slotBookings)
      .set({ booked: sql`${slotBookings.booked} - 1` })
      .where(
        and(
          eq(slotBookings.slotId, part.slotId),
          eq(slotBookings.date, part.date),
          gt(slotBookings.booked, 0),
        ),
      );
  // Stock comes back only to products that keep stock (made-to-order ones have null). The rows are
  // locked in id order first, the order takeStock uses, so the update's plan cannot cross it.
  await tx.execute(sql`
    select 1 from ${products} p
    where p.id in (select ${orderItems.productId} from ${orderItems} where ${orderItems.partId} = ${partId})
      and p.stock is not null
    order by p.id for update`);
  await tx.execute(sql`
    update ${products} p set stock = p.stock + x.quantity
    from (select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
          from ${orderItems} where ${orderItems.partId} = ${partId}
          group by ${orderItems.productId}) x
    where p.id = x.product_id and p.stock is not null`);
  if (part.credit > 0) {
    await tx.insert(userCredits).values({
      userId: part.userId,
      amountPaisa: part.credit,
      reason: `Credit back from cancelled order ${part.number}`,
      orderId,
    });
  }
  if (!lastPart) return;
  if (part.couponId !== null) {
    const removed = await tx
      .delete(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId))
      .returning({ id: couponRedemptions.id });
    if (removed.length > 0) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, part.couponId));
    }
  }
}
