import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Haversine distance in km between a row's coordinates and a point, in SQL (rules.ts in JS). */
export function distanceSql(
  lat: AnyColumn | SQL,
  lng: AnyColumn | SQL,
  pLat: number,
  pLng: number,
): SQL<number> {
  return sql<number>`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${pLat}::float8) / 2), 2)
    + cos(radians(${pLat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${pLng}::float8) / 2), 2)
  ))))`;
}
