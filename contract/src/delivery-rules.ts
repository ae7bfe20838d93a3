import { DAY_MS, daysBetween, kathmanduInstantMs, todayInKathmandu, utcMidnightMs } from './dates.ts';

// Values the pages use without the schemas: kept apart so a page that needs one does not
// download the schema library with it.

/** A store delivers to locations at most this far from it (straight line). */
export const DELIVERY_RADIUS_KM = 15;
/** Orders for today must be ready by this Kathmandu hour (so they can still be delivered). */
export const SAME_DAY_CUTOFF_HOUR = 18;
/**
 * A store may stop taking same-day orders earlier, at a whole hour in this range: before the
 * shop's own cut-off, and not before the morning's first orders.
 */
export const STORE_CUTOFF_EARLIEST = 8;
export const STORE_CUTOFF_LATEST = SAME_DAY_CUTOFF_HOUR - 1;
/** How far ahead a delivery date may be chosen. */
export const MAX_DELIVERY_DAYS_AHEAD = 90;

// The catalogue's delivery promise, in one place for the product page, the listings' cards and
// "can arrive by" filter (the server repeats it in SQL, and a test keeps the two equal), and the
// delivery module's eligibility check:
// - today only for same-day products, ordered before the same-day cut-off: the store's own hour
//   when it set one (the store promises to make its same-day products for orders until then),
//   else early enough to be ready by SAME_DAY_CUTOFF_HOUR, prepHours before it;
// - a later day when the order can be ready by SAME_DAY_CUTOFF_HOUR on that day;
// - never on a day the store marked closed.
// The checkout books slots by each slot's own notice instead, on top of the same closed days.

export type DeliveryTiming = {
  prepHours: number;
  isSameDay: boolean;
  /** The store's own hour after which it takes no more orders for today, if it set one. */
  cutoffHour?: number | null;
};

/**
 * The Kathmandu hour before which an order for delivery today must be placed ("order by 3 pm"),
 * or null when the product cannot come the same day at all.
 */
export function sameDayOrderBy(t: DeliveryTiming): number | null {
  if (!t.isSameDay) return null;
  if (t.cutoffHour != null) return t.cutoffHour;
  const hour = SAME_DAY_CUTOFF_HOUR - t.prepHours;
  return hour > 0 ? hour : null;
}

/**
 * The rule itself, on numbers: whether an order placed at `nowMs` can be delivered `days` days
 * after `today` (Kathmandu's date at `nowMs`), `todayMs` being `today`'s midnight in UTC. Cards
 * of listings and search ask it for every product of a page: working on numbers rather than
 * date strings keeps that cheap.
 */
function deliverableInDays(nowMs: number, todayMs: number, days: number, t: DeliveryTiming): boolean {
  if (days < 0) return false;
  if (days === 0) {
    const by = sameDayOrderBy(t);
    return by !== null && nowMs < kathmanduInstantMs(todayMs, by);
  }
  const minutesLeft = Math.floor(
    (kathmanduInstantMs(todayMs + days * DAY_MS, SAME_DAY_CUTOFF_HOUR) - nowMs) / 60_000,
  );
  return t.prepHours * 60 <= minutesLeft;
}

/** Whether an order placed at `now` can be delivered on `date` (YYYY-MM-DD, Kathmandu). */
export function deliverableOn(now: Date, date: string, t: DeliveryTiming): boolean {
  const today = todayInKathmandu(now);
  return deliverableInDays(now.getTime(), utcMidnightMs(today), daysBetween(today, date), t);
}

// A page's cards all ask with the same instant: Kathmandu's date at it is worked out once.
let lastDay = { nowMs: Number.NaN, todayMs: 0 };
function dayOf(nowMs: number) {
  if (lastDay.nowMs !== nowMs) lastDay = { nowMs, todayMs: utcMidnightMs(todayInKathmandu(new Date(nowMs))) };
  return lastDay;
}

/**
 * The first date from today on which `deliverableOn` holds and the store is not closed, or null
 * when there is none within the days a delivery can be booked.
 */
export function earliestDeliveryDate(
  now: Date,
  t: DeliveryTiming,
  closed: ReadonlySet<string> = new Set(),
): string | null {
  const nowMs = now.getTime();
  const { todayMs } = dayOf(nowMs);
  // Before the day the preparation ends nothing can be delivered: start the search there.
  const from = Math.max(0, Math.floor(t.prepHours / 24) - 1);
  for (let d = from; d <= MAX_DELIVERY_DAYS_AHEAD; d++) {
    if (!deliverableInDays(nowMs, todayMs, d, t)) continue;
    const date = new Date(todayMs + d * DAY_MS).toISOString().slice(0, 10);
    if (!closed.has(date)) return date;
  }
  return null;
}
