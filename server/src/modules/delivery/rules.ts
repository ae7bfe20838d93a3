import {
  addDays,
  earliestDeliveryDate as contractEarliest,
  DELIVERY_RADIUS_KM,
  type DeliveryTiming,
  deliverableOn,
  kathmanduInstant,
  todayInKathmandu,
} from '@upahar/contract';

// Who can deliver what, where and when. The same rules run in SQL for the cake finder
// (finder-sql.ts in modules/search); tests keep them in step.
//
// Where: a store delivers to an active location at most DELIVERY_RADIUS_KM (straight line) from
//   it; a store without coordinates delivers within its own district.
// When: the contract's delivery rule (delivery-rules.ts): today for same-day products ordered
//   before the store's own cut-off, or early enough to be ready by the shop's; a later day when
//   the order can be ready by then. A ready-made product with no stock left cannot be delivered at
//   all. This is the catalogue's promise (product pages, cards, the cake finder); the checkout
//   books slots by each slot's own notice instead (slots.ts), so an evening or midnight
//   slot can still be had after the shop's cut-off (never after a store's own).

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

export type Point = { lat: number; lng: number };

/** Great-circle distance in km (haversine). */
function distanceKm(a: Point, b: Point): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const roundKm = (km: number) => Math.round(km * 10) / 10;

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

export type Timing = DeliveryTiming;

/** Whether a store's own same-day cut-off has passed today. */
export const pastStoreCutoff = (now: Date, cutoffHour: number | null | undefined) =>
  cutoffHour != null && now.getTime() >= kathmanduInstant(todayInKathmandu(now), cutoffHour).getTime();

export { deliverableOn };

/**
 * The first date `deliverableOn` accepts (closed days aside); past the bookable days for a
 * preparation longer than them, the day it would be ready.
 */
export const earliestDeliveryDate = (now: Date, t: Timing): string =>
  contractEarliest(now, t) ?? addDays(todayInKathmandu(now), Math.ceil(t.prepHours / 24) + 1);
