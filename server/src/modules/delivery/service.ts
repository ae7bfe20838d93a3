import {
  addDays,
  DELIVERY_RADIUS_KM,
  daysBetween,
  formatDate,
  formatNumber,
  formatTimeOfDay,
  localDigits,
  MAX_DELIVERY_DAYS_AHEAD,
  SAME_DAY_CUTOFF_HOUR,
  type TDeliveryEligibility,
  type TDeliveryLocations,
  type TLocationByGps,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations } from '../../db/schema/delivery.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, digits, notFound } from '../../lib/errors.ts';
import { productRef } from '../cake/index.ts';
import { onSale } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { LOCATION_ALIASES } from './aliases.ts';
import { distanceSql } from './geo-sql.ts';
import { deliverableOn, earliestDeliveryDate, storeReaches, type Timing } from './rules.ts';
import { closedDates, loadStoreCalendar } from './store-days.ts';

type Db = { db: DbOrTx };

/** Farther than this from every delivery area is outside the Kathmandu valley. */
const GPS_MAX_KM = 30;

export async function listDeliveryLocations({ db }: Db): Promise<TDeliveryLocations> {
  const rows = await db
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      slug: deliveryLocations.slug,
      district: deliveryLocations.district,
      lat: deliveryLocations.lat,
      lng: deliveryLocations.lng,
      charge: deliveryLocations.deliveryChargePaisa,
    })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.sortOrder), asc(deliveryLocations.id));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const alias: Record<string, number> = {};
  for (const r of rows) {
    alias[r.slug] = r.id;
    alias[r.name.toLowerCase()] = r.id;
  }
  for (const [name, slug] of Object.entries(LOCATION_ALIASES)) {
    const id = bySlug.get(slug);
    if (id !== undefined) alias[name] = id;
  }
  return { deliveryLocations: rows, alias };
}

/** The nearest active delivery area to a GPS point; 400 outside the valley. */
export async function locationByGps({
  db,
  latitude,
  longitude,
}: Db & { latitude: number; longitude: number }): Promise<TLocationByGps> {
  const distance = distanceSql(deliveryLocations.lat, deliveryLocations.lng, latitude, longitude);
  const [row] = await db
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      slug: deliveryLocations.slug,
      district: deliveryLocations.district,
      distanceKm: sql<number>`${distance}`,
    })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(distance, asc(deliveryLocations.id))
    .limit(1);
  if (!row || Number(row.distanceKm) > GPS_MAX_KM) {
    const message = m.errors_delivery_outside_valley();
    throw new AppError('outside_area', message, 400, { latitude: [message] });
  }
  return { ...row, distanceKm: Math.round(Number(row.distanceKm) * 10) / 10 };
}

/** 400 for a date before today (Kathmandu) or too far ahead; returns today for convenience. */
export function assertDeliveryDate(now: Date, date: string | undefined): string {
  const today = todayInKathmandu(now);
  if (date === undefined) return today;
  if (date < today) {
    const message = m.errors_delivery_today_or_later();
    throw new AppError('bad_date', message, 400, { date: [message] });
  }
  if (daysBetween(today, date) > MAX_DELIVERY_DAYS_AHEAD) {
    const message = m.errors_delivery_within_days({ days: digits(MAX_DELIVERY_DAYS_AHEAD) });
    throw new AppError('bad_date', message, 400, { date: [message] });
  }
  return today;
}

/**
 * check-delivery-location-eligibility. One query reads the product, its store and the
 * location; the rules (rules.ts) decide. Without a date the earliest possible one is checked.
 */
export async function checkDeliveryEligibility({
  db,
  productId,
  locationId,
  date,
  now = clock.now(),
}: Db & { productId: string; locationId: number; date?: string; now?: Date }): Promise<TDeliveryEligibility> {
  const today = assertDeliveryDate(now, date);
  const [row] = await db
    .select({
      prepHours: products.prepHours,
      isSameDay: products.isSameDay,
      stock: products.stock,
      store: {
        id: stores.id,
        name: stores.name,
        lat: stores.lat,
        lng: stores.lng,
        district: stores.district,
        active: stores.isActive,
        cutoffHour: stores.sameDayCutoffHour,
        served: sql<number[] | null>`(select array_agg(sdl.location_id) from store_delivery_locations sdl
          where sdl.store_id = ${stores.id})`,
      },
      location: {
        id: deliveryLocations.id,
        name: deliveryLocations.name,
        lat: deliveryLocations.lat,
        lng: deliveryLocations.lng,
        district: deliveryLocations.district,
        charge: deliveryLocations.deliveryChargePaisa,
        active: deliveryLocations.isActive,
      },
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(deliveryLocations, eq(deliveryLocations.id, locationId))
    .where(and(productRef(productId), onSale))
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_product_plain);
  const loc = row.location;
  if (!loc) throw notFound(m.errors_not_found_delivery_location);
  const base = { charge: loc.charge, location: { id: loc.id, name: loc.name } };
  const checked = date ?? today;
  const day = (d: string) => formatDate(d, 'day', { now });
  const no = (message: string, earliestDate: string | null, distanceKm: number | null = null) => ({
    ...base,
    eligible: false,
    message,
    earliestDate,
    date: checked,
    distanceKm,
  });

  if (!loc.active) return no(m.errors_cake_finder_no_delivery({ place: loc.name }), null);
  if (!row.store.active) return no(m.errors_cart_shop_closed(), null);
  const reach = storeReaches(row.store, loc);
  if (!reach.reaches) {
    const names = { store: row.store.name, place: loc.name };
    if (row.store.served && row.store.served.length > 0)
      return no(m.delivery_store_not_to(names), null, reach.distanceKm);
    const radius = formatNumber(DELIVERY_RADIUS_KM);
    const message =
      reach.distanceKm === null
        ? m.delivery_store_outside_district({ ...names, radius })
        : m.delivery_store_too_far({ ...names, radius, km: localDigits(String(reach.distanceKm)) });
    return no(message, null, reach.distanceKm);
  }
  if (row.stock !== null && row.stock <= 0) return no(m.errors_cart_sold_out(), null, reach.distanceKm);

  const timing = { prepHours: row.prepHours, isSameDay: row.isSameDay, cutoffHour: row.store.cutoffHour };
  // The store's own closed days move the earliest date on and rule out the day asked about.
  const calendar = await loadStoreCalendar({
    db,
    stores: [{ storeId: row.store.id, storeName: row.store.name, cutoffHour: row.store.cutoffHour }],
    from: today,
    to: lastDeliveryDate(now),
    now,
  });
  const closed = closedDates(calendar);
  let earliest = earliestDeliveryDate(now, timing);
  while (closed.has(earliest)) earliest = addDays(earliest, 1);
  const target = date ?? earliest;
  const shut = calendar.closed.find((d) => d.day === target);
  if (shut) {
    // The reason is the store's own words, as written.
    const why = shut.reason ? ` (${shut.reason})` : '';
    const message = m.delivery_store_closed_on({
      store: row.store.name,
      day: day(target),
      why,
      earliest: day(earliest),
    });
    return no(message, earliest, reach.distanceKm);
  }
  if (!deliverableOn(now, target, timing)) {
    return no(tooSoonWhy(timing, target === today, day(earliest)), earliest, reach.distanceKm);
  }
  return {
    ...base,
    eligible: true,
    message:
      target === today
        ? m.delivery_to_place_today({ place: loc.name })
        : m.delivery_to_place_on({ place: loc.name, day: day(target) }),
    earliestDate: earliest,
    date: target,
    distanceKm: reach.distanceKm,
  };
}

/**
 * Why an order cannot come on a day `deliverableOn` refused, in the shop's time style, and the
 * earliest day it can (`day`, written already).
 */
function tooSoonWhy(t: Timing, today: boolean, day: string): string {
  const count = formatNumber(t.prepHours);
  if (!today) return m.delivery_prep_takes({ count, day });
  if (!t.isSameDay) return m.delivery_no_same_day({ day });
  // A store's own cut-off, once passed, has closed today already (store-days.ts).
  return m.delivery_too_late_today({ count, day, time: formatTimeOfDay(SAME_DAY_CUTOFF_HOUR) });
}

/** The last date a delivery may be booked for (the finder and date pickers offer up to it). */
export const lastDeliveryDate = (now: Date) => addDays(todayInKathmandu(now), MAX_DELIVERY_DAYS_AHEAD);
