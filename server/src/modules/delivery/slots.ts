import {
  addDays,
  formatDate,
  kathmanduInstant,
  type TDeliveryMethod,
  type TMethodsSlots,
  type TTimeSlot,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryMethods, slotBookings, timeSlots } from '../../db/schema/delivery.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { assertLinesReach, type CartLine, loadLocation, orderableLines } from './places.ts';
import { earliestDeliveryDate, type Timing } from './rules.ts';
import { assertDeliveryDate, lastDeliveryDate } from './service.ts';
import {
  assertStoresOpen,
  closedDates,
  loadStoreCalendar,
  storesOfLines,
  withStoreLimits,
} from './store-days.ts';

// Delivery methods (standard, express, midnight) and their time slots. Slot
// times are Kathmandu wall-clock; a slot whose end is before its start (23:00–00:30) runs into
// the next day but belongs to the night of its date. Capacity per date lives in slot_bookings.

// Why a slot cannot be chosen. The code keeps the kind; the shopper reads it in words, written
// when the answer is, in the request's language (slotReasonText).
export const SLOT_FULL = 'full';
export const SLOT_TOO_SOON = 'too_soon';
export const SLOT_PAST = 'past';
export type SlotWhy = typeof SLOT_FULL | typeof SLOT_TOO_SOON | typeof SLOT_PAST;

/** "Full", "Too soon for your order to be ready", "Past": a slot's reason as the slot picker shows it. */
export function slotReasonText(why: SlotWhy): string {
  if (why === SLOT_FULL) return m.delivery_slot_full();
  if (why === SLOT_TOO_SOON) return m.delivery_slot_too_soon();
  return m.delivery_slot_past();
}

const HOUR_MS = 3_600_000;

/** "09:00:00" (PostgreSQL time) → "09:00". */
const hhmm = (time: string) => time.slice(0, 5);
export const slotLabel = (startsAt: string, endsAt: string) => `${hhmm(startsAt)}–${hhmm(endsAt)}`;

/** The instant a slot of `date` starts (Kathmandu wall-clock). */
export function slotStart(date: string, startsAt: string): Date {
  const [h, m] = startsAt.split(':').map(Number);
  return kathmanduInstant(date, h, m);
}

/** Why a slot cannot be chosen for `date`, or null. Capacity is checked last: a past slot is "Past". */
export function slotReason(o: {
  now: Date;
  date: string;
  startsAt: string;
  /** Hours the lines need to be made plus the method's extra notice. */
  leadHours: number;
  capacity: number;
  booked: number;
}): SlotWhy | null {
  const start = slotStart(o.date, o.startsAt).getTime();
  if (o.now.getTime() >= start) return SLOT_PAST;
  if (o.now.getTime() + o.leadHours * HOUR_MS > start) return SLOT_TOO_SOON;
  if (o.booked >= o.capacity) return SLOT_FULL;
  return null;
}

/** The timing of several lines together: the slowest one, same-day only if all are. */
export function combinedTiming(lines: readonly Timing[]): Timing {
  return {
    prepHours: Math.max(0, ...lines.map((l) => l.prepHours)),
    isSameDay: lines.every((l) => l.isSameDay),
  };
}

export type SlotRow = {
  methodId: number;
  slug: string;
  name: string;
  description: string;
  surcharge: number;
  methodLeadHours: number;
  slotId: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
};

const slotFields = {
  methodId: deliveryMethods.id,
  slug: deliveryMethods.slug,
  name: deliveryMethods.name,
  description: deliveryMethods.description,
  surcharge: deliveryMethods.surchargePaisa,
  methodLeadHours: deliveryMethods.leadHours,
  slotId: timeSlots.id,
  startsAt: timeSlots.startsAt,
  endsAt: timeSlots.endsAt,
  capacity: timeSlots.capacity,
  booked: slotBookings.booked,
};

/** Active methods with their active slots and, when `date` is given, that date's bookings. One query. */
export async function loadSlotRows({ db, date }: { db: DbOrTx; date?: string }): Promise<SlotRow[]> {
  const rows = await db
    .select(slotFields)
    .from(deliveryMethods)
    .innerJoin(timeSlots, and(eq(timeSlots.methodId, deliveryMethods.id), eq(timeSlots.isActive, true)))
    .leftJoin(
      slotBookings,
      and(eq(slotBookings.slotId, timeSlots.id), eq(slotBookings.date, date ?? '1970-01-01')),
    )
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.id), asc(timeSlots.startsAt));
  return rows.map((r) => ({ ...r, booked: r.booked ?? 0 }));
}

/** A slot of `date` that an order of `timing` could take, capacity aside. */
const reachable = (now: Date, date: string, timing: Timing, r: SlotRow) =>
  slotReason({
    now,
    date,
    startsAt: r.startsAt,
    leadHours: timing.prepHours + r.methodLeadHours,
    capacity: 1,
    booked: 0,
  }) === null;

/**
 * The first date on which some method has a slot late enough for `timing`: today for same-day
 * orders (tomorrow for the others), moved on while every slot of that day is past or too soon.
 * Each slot's own lead time decides, not the catalogue's "ready by 18:00" promise (rules.ts), so
 * an evening or midnight slot can still be booked today. Capacity is left to the slot picker: a
 * full day still shows, with its slots marked "Full". Without any slot, the catalogue's rule.
 */
export function firstSlotDate(
  now: Date,
  timing: Timing,
  rows: readonly SlotRow[],
  closed: ReadonlySet<string> = new Set(),
): string {
  const open = (date: string) => !closed.has(date);
  if (rows.length === 0) {
    let date = earliestDeliveryDate(now, timing);
    while (!open(date)) date = addDays(date, 1);
    return date;
  }
  const today = todayInKathmandu(now);
  const first = timing.isSameDay ? today : addDays(today, 1);
  // Every day has the same slots, so the one after the longest notice always has one; a store's
  // closed days only push it on by as many days.
  const lastTry =
    Math.ceil((timing.prepHours + Math.max(...rows.map((r) => r.methodLeadHours))) / 24) + 1 + closed.size;
  for (let d = 0; d < lastTry; d++) {
    const date = addDays(first, d);
    if (open(date) && rows.some((r) => reachable(now, date, timing, r))) return date;
  }
  return addDays(first, lastTry);
}

/** 400 for today when a line is not a same-day product (place-order checks the slot itself). */
export function assertSameDay(now: Date, date: string, timing: Timing, earliest?: string) {
  if (timing.isSameDay || date !== todayInKathmandu(now)) return;
  const message = earliest
    ? m.errors_delivery_same_day_earliest({ day: formatDate(earliest, 'day', { now }) })
    : m.errors_delivery_same_day();
  throw new AppError('bad_date', message, 400, { date: [message] });
}

/** 400 unless some slot of `date` is late enough for every line, saying why and when instead. */
export function assertDeliverable(
  now: Date,
  date: string,
  timing: Timing,
  rows: readonly SlotRow[],
  closed: ReadonlySet<string> = new Set(),
) {
  const earliest = firstSlotDate(now, timing, rows, closed);
  assertSameDay(now, date, timing, earliest);
  if (date >= earliest) return;
  const today = date === todayInKathmandu(now);
  const day = formatDate(earliest, 'day', { now });
  const hours = digits(timing.prepHours);
  const message =
    timing.prepHours > 0
      ? today
        ? m.errors_delivery_prep_today({ hours, day })
        : m.errors_delivery_prep_that_day({ hours, day })
      : today
        ? m.errors_delivery_none_today({ day })
        : m.errors_delivery_none_that_day({ day });
  throw new AppError('bad_date', message, 400, { date: [message] });
}

/** delivery-methods-time-slot: every active method with its slots on `date`, each marked available or why not. */
export function methodsWithSlots(o: {
  now: Date;
  date: string;
  locationId: number;
  locationCharge: number;
  timing: Timing;
  rows: readonly SlotRow[];
  closed?: ReadonlySet<string>;
}): TMethodsSlots {
  const methods = new Map<number, TDeliveryMethod>();
  for (const r of o.rows) {
    let m = methods.get(r.methodId);
    if (!m) {
      m = {
        id: r.methodId,
        slug: r.slug,
        name: r.name,
        description: r.description,
        surcharge: r.surcharge,
        charge: o.locationCharge + r.surcharge,
        slots: [],
      };
      methods.set(r.methodId, m);
    }
    const reason = slotReason({
      now: o.now,
      date: o.date,
      startsAt: r.startsAt,
      leadHours: o.timing.prepHours + r.methodLeadHours,
      capacity: r.capacity,
      booked: r.booked,
    });
    const slot: TTimeSlot = {
      id: r.slotId,
      label: slotLabel(r.startsAt, r.endsAt),
      start: hhmm(r.startsAt),
      end: hhmm(r.endsAt),
      available: reason === null,
      remaining: Math.max(0, r.capacity - r.booked),
      reason: reason === null ? null : slotReasonText(reason),
    };
    m.slots.push(slot);
  }
  return {
    date: o.date,
    locationId: o.locationId,
    firstDeliveryDate: firstSlotDate(o.now, o.timing, o.rows, o.closed),
    methods: [...methods.values()],
  };
}

/** One slot of one active method with the date's bookings, for placing an order; 400 when there is no such pair. */
export async function loadChosenSlot(o: {
  db: DbOrTx;
  methodId: number;
  slotId: number;
  date: string;
}): Promise<SlotRow> {
  const [row] = await o.db
    .select(slotFields)
    .from(timeSlots)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, timeSlots.methodId))
    .leftJoin(slotBookings, and(eq(slotBookings.slotId, timeSlots.id), eq(slotBookings.date, o.date)))
    .where(
      and(
        eq(timeSlots.id, o.slotId),
        eq(timeSlots.isActive, true),
        eq(deliveryMethods.id, o.methodId),
        eq(deliveryMethods.isActive, true),
      ),
    )
    .limit(1);
  if (!row) {
    const message = m.errors_delivery_slot_of_method();
    throw new AppError('bad_slot', message, 400, { timeSlotId: [message] });
  }
  return { ...row, booked: row.booked ?? 0 };
}

/** POST delivery-methods-time-slot: methods and slots on `date` for the lines of a cart. */
export async function getMethodsSlots(o: {
  db: DbOrTx;
  lines: readonly CartLine[];
  locationId: number;
  date: string;
  now?: Date;
}): Promise<TMethodsSlots> {
  const now = o.now ?? clock.now();
  assertDeliveryDate(now, o.date);
  const lines = orderableLines(o.lines);
  const location = await loadLocation({ db: o.db, locationId: o.locationId });
  assertLinesReach(lines, location);
  const timing = combinedTiming(lines);
  const [rows, calendar] = await Promise.all([
    loadSlotRows({ db: o.db, date: o.date }),
    loadStoreCalendar({
      db: o.db,
      stores: storesOfLines(lines),
      from: todayInKathmandu(now),
      to: lastDeliveryDate(now),
      date: o.date,
      now,
    }),
  ]);
  const closed = closedDates(calendar);
  assertStoresOpen(calendar, o.date);
  assertDeliverable(now, o.date, timing, rows, closed);
  return methodsWithSlots({
    now,
    date: o.date,
    locationId: location.id,
    locationCharge: location.charge,
    timing,
    rows: withStoreLimits(rows, calendar),
    closed,
  });
}
