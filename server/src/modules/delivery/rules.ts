import {
  addDays,
  DELIVERY_RADIUS_KM,
  kathmanduInstant,
  SAME_DAY_CUTOFF_HOUR,
  todayInKathmandu,
} from '@upahar/contract';

// Who can deliver what, where and when. The same rules run in SQL for the cake finder
// (finder-sql.ts in modules/search); tests keep them in step.
//
// Where: a store delivers to an active location at most DELIVERY_RADIUS_KM (straight line) from
//   it; a store without coordinates delivers within its own district.
// When: an order must be ready by SAME_DAY_CUTOFF_HOUR (Kathmandu) on the delivery date, so it
//   needs prepHours before that; today is possible only for same-day products. A ready-made
//   product with no stock left cannot be delivered at all. This is the catalogue's promise (product
//   pages, the cake finder); the checkout books slots by each slot's own notice instead
//   (slots.ts), so an evening or midnight slot can still be had after the cut-off.

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

export type Point = { lat: number; lng: number };

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const roundKm = (km: number) => Math.round(km * 10) / 10;

export type StorePlace = {
  lat: number | null;
  lng: number | null;
  district: string;
  /** The delivery locations the store chose to serve; null or empty: by distance. */
  served: readonly number[] | null;
};

export function storeReaches(store: StorePlace, location: Point & { id: number; district: string }) {
  if (store.served && store.served.length > 0) {
    const km =
      store.lat === null || store.lng === null
        ? null
        : roundKm(distanceKm({ lat: store.lat, lng: store.lng }, location));
    return { reaches: store.served.includes(location.id), distanceKm: km };
  }
  if (store.lat === null || store.lng === null) {
    return { reaches: store.district === location.district, distanceKm: null };
  }
  const km = distanceKm({ lat: store.lat, lng: store.lng }, location);
  return { reaches: km <= DELIVERY_RADIUS_KM, distanceKm: roundKm(km) };
}

/** Whole minutes from `now` until the cut-off of `date` (negative once it has passed). */
export const minutesUntilCutoff = (now: Date, date: string) =>
  Math.floor((kathmanduInstant(date, SAME_DAY_CUTOFF_HOUR).getTime() - now.getTime()) / 60_000);

export type Timing = {
  prepHours: number;
  isSameDay: boolean;
  /** The store's own hour after which it takes no more orders for today, if it set one. */
  cutoffHour?: number | null;
};

/** Whether a store's own same-day cut-off has passed today. */
export const pastStoreCutoff = (now: Date, cutoffHour: number | null | undefined) =>
  cutoffHour != null && now.getTime() >= kathmanduInstant(todayInKathmandu(now), cutoffHour).getTime();

export function deliverableOn(now: Date, date: string, t: Timing): boolean {
  if (date === todayInKathmandu(now) && (!t.isSameDay || pastStoreCutoff(now, t.cutoffHour))) return false;
  return t.prepHours * 60 <= minutesUntilCutoff(now, date);
}

/** The first date `deliverableOn` accepts. */
export function earliestDeliveryDate(now: Date, t: Timing): string {
  const today = todayInKathmandu(now);
  // prepHours are whole hours; a few days past them is always enough.
  for (let d = 0; d < Math.ceil(t.prepHours / 24) + 3; d++) {
    const date = addDays(today, d);
    if (deliverableOn(now, date, t)) return date;
  }
  return addDays(today, Math.ceil(t.prepHours / 24) + 3);
}
