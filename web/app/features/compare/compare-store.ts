import { COMPARE_EXPIRY_MS, COMPARE_MAX } from '@upahar/contract';
import { readStored, STORAGE_KEYS, writeStored } from '~/lib/storage';

// The compare list holds at most 3 ids, stored with a 24 h expiry and restored only while fresh.
// Adding (compare-add.ts) loads with the first add.

export const removeFromCompare = (ids: readonly string[], id: string) => ids.filter((x) => x !== id);

/** Keeps only what a list of ids can be: unique non-empty strings, at most COMPARE_MAX. */
function clean(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The stored list, or [] once it has expired (storage.ts removes the expired item). */
export const loadCompare = (now = Date.now()): string[] =>
  clean(readStored<unknown>(STORAGE_KEYS.compare, now));

export const saveCompare = (ids: readonly string[], now = Date.now()) =>
  writeStored(STORAGE_KEYS.compare, [...ids], COMPARE_EXPIRY_MS, now);

/** Every useCompare in the page rereads the list on this event; other tabs get the storage event. */
export const COMPARE_CHANGE = 'upahar:compare';

export function commitCompare(ids: readonly string[]) {
  saveCompare(ids);
  window.dispatchEvent(new Event(COMPARE_CHANGE));
}
