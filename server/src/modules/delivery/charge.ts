import {
  daysBetween,
  formatNumber,
  formatPrice,
  type TDeliveryCharge,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import {
  assertLinesReach,
  type CartLine,
  type DeliveryLine,
  type Location,
  loadLocation,
  orderableLines,
} from './places.ts';
import { lastDeliveryDate } from './service.ts';
import { combinedTiming, firstSlotDate, loadSlotRows, type SlotRow } from './slots.ts';
import { closedDates, loadStoreCalendar, storesOfLines } from './store-days.ts';

// The delivery charge of a cart to a location (answers duration, charge,
// chargeInfo, minMethodCharge, firstDeliveryDate). The location's charge is the base; a delivery
// method adds its surcharge on top.

/** "A, B and C" ("A, B र C" in Nepali). */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return m.errors_delivery_and({ first: words.slice(0, -1).join(', '), second: words[words.length - 1] });
}

function durationText(today: string, first: string): string {
  const days = daysBetween(today, first);
  if (days <= 0) return m.delivery_delivered_today();
  if (days === 1) return m.delivery_from_tomorrow();
  return m.delivery_in_days({ days: formatNumber(days) });
}

/** "Delivery to Maitighar: Rs 100, express and midnight cost more". Place and method names as stored. */
function chargeInfo(place: string, charge: number, dearer: readonly string[]): string {
  const price = formatPrice(charge);
  if (dearer.length === 0) return m.delivery_charge_info({ place, price });
  const words = { place, price, methods: listWords(dearer) };
  return dearer.length === 1
    ? m.delivery_charge_info_one_dearer(words)
    : m.delivery_charge_info_dearer(words);
}

/** Pure: the answer of POST delivery-charge for lines that all reach `location`. */
function deliveryCharge(o: {
  now: Date;
  lines: readonly DeliveryLine[];
  location: Location;
  rows: readonly SlotRow[];
  closed?: ReadonlySet<string>;
}): TDeliveryCharge {
  const timing = combinedTiming(o.lines);
  const surcharges = new Map<string, number>();
  for (const r of o.rows) surcharges.set(r.name, r.surcharge);
  const cheapest = surcharges.size === 0 ? 0 : Math.min(...surcharges.values());
  const minMethodCharge = o.location.charge + cheapest;
  const dearer = [...surcharges.entries()].filter(([, s]) => s > cheapest).map(([n]) => n.toLowerCase());
  const firstDeliveryDate = firstSlotDate(o.now, timing, o.rows, o.closed);
  return {
    locationId: o.location.id,
    locationName: o.location.name,
    duration: durationText(todayInKathmandu(o.now), firstDeliveryDate),
    charge: o.location.charge,
    chargeInfo: chargeInfo(o.location.name, minMethodCharge, dearer),
    minMethodCharge,
    firstDeliveryDate,
  };
}

/** POST delivery-charge: the lines of a cart (all, or the chosen ones) to one location. */
export async function getDeliveryCharge(o: {
  db: DbOrTx;
  lines: readonly CartLine[];
  locationId: number;
  now?: Date;
}): Promise<TDeliveryCharge> {
  const now = o.now ?? clock.now();
  const lines = orderableLines(o.lines);
  const location = await loadLocation({ db: o.db, locationId: o.locationId });
  assertLinesReach(lines, location);
  const [rows, calendar] = await Promise.all([
    loadSlotRows({ db: o.db }),
    loadStoreCalendar({
      db: o.db,
      stores: storesOfLines(lines),
      from: todayInKathmandu(now),
      to: lastDeliveryDate(now),
      now,
    }),
  ]);
  return deliveryCharge({ now, lines, location, rows, closed: closedDates(calendar) });
}
