import { COMPARE_EXPIRY_MS, COMPARE_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { readStored, STORAGE_KEYS, writeStored } from '~/lib/storage';

// The compare list holds at most 3 ids; adding a 4th restarts the list with the
// new one; a duplicate is refused; it is stored with a 24 h expiry and restored only while fresh.

export const DUPLICATE_MESSAGE = m.compare_duplicate();

export type CompareResult =
  | { kind: 'added'; ids: string[] }
  | { kind: 'restarted'; ids: string[] }
  | { kind: 'duplicate'; ids: string[]; message: string };

export function addToCompare(ids: readonly string[], id: string, max = COMPARE_MAX): CompareResult {
  if (ids.includes(id)) return { kind: 'duplicate', ids: [...ids], message: DUPLICATE_MESSAGE };
  if (ids.length >= max) return { kind: 'restarted', ids: [id] };
  return { kind: 'added', ids: [...ids, id] };
}

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
