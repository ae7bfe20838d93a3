import { m } from '@upahar/contract/messages';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { slotBookings } from '../../db/schema/delivery.ts';
import { storeSlotBookings, storeSlotLimits } from '../../db/schema/store-delivery.ts';
import { AppError } from '../../lib/errors.ts';

const slotNowFull = () => {
  const message = m.errors_delivery_slot_now_full();
  return new AppError('slot_full', message, 409, { timeSlotId: [message] });
};

// Places in time slots: the shop's own capacity and each store's limit. Checkout takes a place
// with one atomic conditional statement inside the order's transaction (so simultaneous checkouts
// cannot overbook), and a cancelled order gives it back.

/**
 * One place in `slotId` on `date`. The upsert only adds when there is room, so of many parallel
 * checkouts for the last place exactly one gets a row back; a concurrent insert of the first
 * booking waits on the primary key and then takes the update path.
 */
export async function bookSlot(tx: Tx, o: { slotId: number; date: string; capacity: number }) {
  if (o.capacity < 1) throw slotNowFull();
  const rows = await tx
    .insert(slotBookings)
    .values({ slotId: o.slotId, date: o.date, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.slotId, slotBookings.date],
      set: { booked: sql`${slotBookings.booked} + 1` },
      setWhere: sql`${slotBookings.booked} < ${o.capacity}`,
    })
    .returning({ booked: slotBookings.booked });
  if (rows.length === 0) throw slotNowFull();
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
      const name =
        o.stores.find((s) => s.storeId === limit.storeId)?.storeName ?? m.errors_delivery_a_store();
      const message = m.errors_delivery_store_slot_full({ name });
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

/** Gives back a store's place in a slot on a day (a cancelled part of an order). */
export async function releaseStoreSlot(tx: Tx, o: { storeId: number; slotId: number; date: string }) {
  await tx
    .update(storeSlotBookings)
    .set({ booked: sql`${storeSlotBookings.booked} - 1` })
    .where(
      and(
        eq(storeSlotBookings.storeId, o.storeId),
        eq(storeSlotBookings.slotId, o.slotId),
        eq(storeSlotBookings.date, o.date),
        gt(storeSlotBookings.booked, 0),
      ),
    );
}

/** Gives back the shop's place in a slot on a day (the last part of an order cancelled). */
export async function releaseSlot(tx: Tx, o: { slotId: number; date: string }) {
  await tx
    .update(slotBookings)
    .set({ booked: sql`${slotBookings.booked} - 1` })
    .where(and(eq(slotBookings.slotId, o.slotId), eq(slotBookings.date, o.date), gt(slotBookings.booked, 0)));
}
