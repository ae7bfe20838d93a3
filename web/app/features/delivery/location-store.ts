import {
  DELIVERY_LOCATIONS_CACHE_MS,
  LAST_DELIVERY_LOCATION_MS,
  type TDeliveryLocation,
  type TDeliveryLocations,
} from '@upahar/contract';
import { listDeliveryLocations } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { readStored, STORAGE_KEYS, writeStored } from '~/lib/storage';

export type LastLocation = { id: number; name: string };

/** The location list (with its aliases) is cached for 1 hour, then fetched again. */
export async function loadDeliveryLocations(): Promise<TDeliveryLocations> {
  const cached = readStored<TDeliveryLocations>(STORAGE_KEYS.deliveryLocations);
  if (cached && Array.isArray(cached.deliveryLocations)) return cached;
  const res = await callApi(listDeliveryLocations);
  writeStored(STORAGE_KEYS.deliveryLocations, res.data, DELIVERY_LOCATIONS_CACHE_MS);
  return res.data;
}

/** The last location is kept 72 days and restored only while it has not expired. */
export function readLastLocation(): LastLocation | null {
  const v = readStored<LastLocation>(STORAGE_KEYS.lastLocation);
  return v && typeof v.id === 'number' && typeof v.name === 'string' ? v : null;
}

export function rememberLocation(loc: LastLocation): void {
  writeStored(STORAGE_KEYS.lastLocation, { id: loc.id, name: loc.name }, LAST_DELIVERY_LOCATION_MS);
}

/**
 * Locations matching what was typed: by name, district or any alias people use for the area
 * ("new baneshwor", "kalanki chowk"). Names that start with the words come first.
 */
export function filterLocations(
  list: readonly TDeliveryLocation[],
  alias: Readonly<Record<string, number>>,
  typed: string,
): TDeliveryLocation[] {
  const q = typed.trim().toLowerCase();
  if (!q) return [...list];
  const aliasIds = new Set(
    Object.entries(alias)
      .filter(([name]) => name.includes(q))
      .map(([, id]) => id),
  );
  const hits = list.filter(
    (l) => l.name.toLowerCase().includes(q) || l.district.toLowerCase().includes(q) || aliasIds.has(l.id),
  );
  const starts = (l: TDeliveryLocation) => (l.name.toLowerCase().startsWith(q) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b));
}
