import { type TStoreDeliveryDays, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryMethods, timeSlots } from '../../db/schema/delivery.ts';
import { storeClosedDays, storeSlotLimits } from '../../db/schema/store-delivery.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';
import { slotLabel } from './slots.ts';

// The dashboard side of a store's delivery calendar: the owner and managers (an admin: any store)
// mark closed days and set the store's own limit per time slot. Checkout and the slot picker
// read them through store-days.ts.

export type CalendarStaff = { userId: string; role: 'seller' | 'admin' };

async function storeFor(db: DbOrTx, staff: CalendarStaff, storeId: number) {
  const mine =
    staff.role === 'admin' ? undefined : sql`${stores.id} in ${storesOf(staff.userId, CATALOGUE_ROLES)}`;
  const [store] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.id, storeId), mine));
  if (!store) throw notFound(m.errors_not_found_store);
  return store;
}

export async function getDeliveryDays(
  db: DbOrTx,
  staff: CalendarStaff,
  storeId: number,
): Promise<TStoreDeliveryDays> {
  const store = await storeFor(db, staff, storeId);
  const [closed, slots] = await Promise.all([
    db
      .select({ day: storeClosedDays.day, reason: storeClosedDays.reason })
      .from(storeClosedDays)
      .where(
        and(eq(storeClosedDays.storeId, storeId), gte(storeClosedDays.day, todayInKathmandu(clock.now()))),
      )
      .orderBy(asc(storeClosedDays.day)),
    db
      .select({
        slotId: timeSlots.id,
        methodName: deliveryMethods.name,
        startsAt: timeSlots.startsAt,
        endsAt: timeSlots.endsAt,
        shopCapacity: timeSlots.capacity,
        capacity: storeSlotLimits.capacity,
      })
      .from(timeSlots)
      .innerJoin(deliveryMethods, eq(deliveryMethods.id, timeSlots.methodId))
      .leftJoin(
        storeSlotLimits,
        and(eq(storeSlotLimits.slotId, timeSlots.id), eq(storeSlotLimits.storeId, storeId)),
      )
      .where(and(eq(timeSlots.isActive, true), eq(deliveryMethods.isActive, true)))
      .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.id), asc(timeSlots.startsAt)),
  ]);
  return {
    store,
    closedDays: closed,
    slots: slots.map((s) => ({
      slotId: s.slotId,
      methodName: s.methodName,
      label: slotLabel(s.startsAt, s.endsAt),
      shopCapacity: s.shopCapacity,
      capacity: s.capacity,
    })),
  };
}

export async function addClosedDay(o: {
  db: Db;
  staff: CalendarStaff;
  storeId: number;
  day: string;
  reason: string;
}) {
  await storeFor(o.db, o.staff, o.storeId);
  if (o.day < todayInKathmandu(clock.now())) {
    const message = m.errors_delivery_today_or_later_day();
    throw new AppError('past_day', message, 400, { day: [message] });
  }
  await o.db
    .insert(storeClosedDays)
    .values({ storeId: o.storeId, day: o.day, reason: o.reason })
    .onConflictDoUpdate({
      target: [storeClosedDays.storeId, storeClosedDays.day],
      set: { reason: o.reason },
    });
  return getDeliveryDays(o.db, o.staff, o.storeId);
}

export async function removeClosedDay(o: { db: Db; staff: CalendarStaff; storeId: number; day: string }) {
  await storeFor(o.db, o.staff, o.storeId);
  const gone = await o.db
    .delete(storeClosedDays)
    .where(and(eq(storeClosedDays.storeId, o.storeId), eq(storeClosedDays.day, o.day)))
    .returning({ day: storeClosedDays.day });
  if (gone.length === 0) throw notFound(m.errors_not_found_that_closed_day);
  await recordChange(o.db, {
    entity: 'store_closed_day',
    entityId: o.storeId,
    before: { day: o.day },
    after: null,
  });
  return getDeliveryDays(o.db, o.staff, o.storeId);
}

/** Replaces the store's limits for the slots named; an empty capacity removes the store's own limit. */
export async function setSlotLimits(o: {
  db: Db;
  staff: CalendarStaff;
  storeId: number;
  limits: { slotId: number; capacity: number | null }[];
}) {
  await storeFor(o.db, o.staff, o.storeId);
  const ids = o.limits.map((l) => l.slotId);
  if (ids.length > 0) {
    const known = await o.db.select({ id: timeSlots.id }).from(timeSlots).where(inArray(timeSlots.id, ids));
    if (known.length !== new Set(ids).size) {
      const message = m.errors_delivery_offered_slots();
      throw new AppError('bad_slot', message, 400, { limits: [message] });
    }
  }
  const before = (await getDeliveryDays(o.db, o.staff, o.storeId)).slots.map((x) => ({
    slotId: x.slotId,
    capacity: x.capacity,
  }));
  await o.db.transaction(async (tx) => {
    await recordChange(tx, { entity: 'store_slot_limits', entityId: o.storeId, before, after: o.limits });
    for (const l of o.limits) {
      if (l.capacity === null)
        await tx
          .delete(storeSlotLimits)
          .where(and(eq(storeSlotLimits.storeId, o.storeId), eq(storeSlotLimits.slotId, l.slotId)));
      else
        await tx
          .insert(storeSlotLimits)
          .values({ storeId: o.storeId, slotId: l.slotId, capacity: l.capacity })
          .onConflictDoUpdate({
            target: [storeSlotLimits.storeId, storeSlotLimits.slotId],
            set: { capacity: l.capacity },
          });
    }
  });
  return getDeliveryDays(o.db, o.staff, o.storeId);
}
