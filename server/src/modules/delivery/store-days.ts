import { formatDate, formatTimeOfDay, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeClosedDays, storeSlotBookings, storeSlotLimits } from '../../db/schema/store-delivery.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pastStoreCutoff } from './rules.ts';
import type { SlotRow } from './slots.ts';

// Each store's own delivery calendar on top of the shop's: days a store does not deliver, and the
// most orders it takes in a slot. A cart with lines from several stores can be delivered only on
// a day every one of them delivers, in a slot every one of them still has room in.

export type StoreRef = {
  storeId: number;
  storeName: string;
  /** The Kathmandu hour after which the store takes no more orders for today, or null. */
  cutoffHour: number | null;
};

export type StoreCalendar = {
  /** Closed days in the range asked for: the date, the store and its reason. */
  closed: { day: string; storeName: string; reason: string }[];
  /** The stores' own limits per slot on the date asked for, with what is booked. */
  limits: { storeId: number; storeName: string; slotId: number; capacity: number; booked: number }[];
};

const NO_CALENDAR: StoreCalendar = { closed: [], limits: [] };

/** The stores of some lines, each once. */
export function storesOfLines(
  lines: readonly { storeId: number; storeName: string; storeCutoffHour: number | null }[],
): StoreRef[] {
  const seen = new Map<number, StoreRef>();
  for (const l of lines)
    if (!seen.has(l.storeId))
      seen.set(l.storeId, { storeId: l.storeId, storeName: l.storeName, cutoffHour: l.storeCutoffHour });
  return [...seen.values()];
}

/**
 * Today counts as a closed day of each store whose same-day cut-off has passed: its reason says
 * until when it takes orders for today, and every step (date picker, slots, order) refuses it.
 */
function pastCutoff(stores: readonly StoreRef[], now: Date, from: string, to: string) {
  const today = todayInKathmandu(now);
  if (today < from || today > to) return [];
  return stores
    .filter((s) => pastStoreCutoff(now, s.cutoffHour))
    .map((s) => ({
      day: today,
      storeName: s.storeName,
      reason: `same-day orders close at ${formatTimeOfDay(s.cutoffHour ?? 0)}`,
    }));
}

/** Two queries at most: the closed days from `from` to `to`, and the slot limits of `date`. */
export async function loadStoreCalendar(o: {
  db: DbOrTx;
  stores: readonly StoreRef[];
  from: string;
  to: string;
  date?: string;
  now: Date;
}): Promise<StoreCalendar> {
  if (o.stores.length === 0) return NO_CALENDAR;
  const ids = o.stores.map((s) => s.storeId);
  const nameOf = (id: number) => o.stores.find((s) => s.storeId === id)?.storeName ?? 'A store';
  const [closed, limits] = await Promise.all([
    o.db
      .select({ storeId: storeClosedDays.storeId, day: storeClosedDays.day, reason: storeClosedDays.reason })
      .from(storeClosedDays)
      .where(
        and(
          inArray(storeClosedDays.storeId, ids),
          gte(storeClosedDays.day, o.from),
          lte(storeClosedDays.day, o.to),
        ),
      ),
    o.date
      ? o.db
          .select({
            storeId: storeSlotLimits.storeId,
            slotId: storeSlotLimits.slotId,
            capacity: storeSlotLimits.capacity,
            booked: storeSlotBookings.booked,
          })
          .from(storeSlotLimits)
          .leftJoin(
            storeSlotBookings,
            and(
              eq(storeSlotBookings.storeId, storeSlotLimits.storeId),
              eq(storeSlotBookings.slotId, storeSlotLimits.slotId),
              eq(storeSlotBookings.date, o.date),
            ),
          )
          .where(inArray(storeSlotLimits.storeId, ids))
      : Promise.resolve([]),
  ]);
  return {
    closed: [
      ...closed.map((c) => ({ day: c.day, storeName: nameOf(c.storeId), reason: c.reason })),
      ...pastCutoff(o.stores, o.now, o.from, o.to),
    ],
    limits: limits.map((l) => ({ ...l, storeName: nameOf(l.storeId), booked: l.booked ?? 0 })),
  };
}

export const closedDates = (c: StoreCalendar): ReadonlySet<string> => new Set(c.closed.map((d) => d.day));

/** 400 on a day one of the stores does not deliver, naming it and its reason. */
export function assertStoresOpen(c: StoreCalendar, date: string, field = 'date') {
  const shut = c.closed.filter((d) => d.day === date);
  if (shut.length === 0) return;
  const names = shut
    .map((d) => (d.reason ? `${d.storeName} (${d.reason})` : d.storeName))
    .reduce((first, second) => m.errors_delivery_and({ first, second }));
  const day = formatDate(date, 'day', { now: clock.now() });
  const message =
    shut.length === 1
      ? m.errors_delivery_store_closed_one({ names, day })
      : m.errors_delivery_store_closed_many({ names, day });
  throw new AppError('store_closed', message, 400, { [field]: [message] });
}

/**
 * The slots as the cart's stores allow them: a slot has the room left in the shop or in the
 * fullest store with its own limit, whichever is less, so a store's full slot shows "Full".
 */
export function withStoreLimits(rows: readonly SlotRow[], c: StoreCalendar): SlotRow[] {
  if (c.limits.length === 0) return [...rows];
  return rows.map((r) => {
    const left = Math.min(
      r.capacity - r.booked,
      ...c.limits.filter((l) => l.slotId === r.slotId).map((l) => l.capacity - l.booked),
    );
    return { ...r, capacity: r.booked + Math.max(0, left) };
  });
}
