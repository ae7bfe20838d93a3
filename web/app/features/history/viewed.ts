import { VIEW_HISTORY_MAX } from '@upahar/contract';
import { readStored, writeStored } from '~/lib/storage';

// Viewing history keeps up to 250 entries, newest first, unique.
export const VIEWED_KEY = 'upahar.viewed';
export const VIEWED_EVENT = 'upahar:viewed';

export function addViewed(list: readonly string[], id: string, max = VIEW_HISTORY_MAX): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

export function readViewed(): string[] {
  const value = readStored<unknown>(VIEWED_KEY);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0))].slice(
    0,
    VIEW_HISTORY_MAX,
  );
}

/** Called by the product page when a product is shown. Browser only; a no-op on the server. */
export function recordViewed(productId: string): void {
  if (typeof window === 'undefined' || !productId) return;
  writeStored(VIEWED_KEY, addViewed(readViewed(), productId), null);
  window.dispatchEvent(new Event(VIEWED_EVENT));
}

export function clearViewed(): void {
  if (typeof window === 'undefined') return;
  writeStored(VIEWED_KEY, [], null);
  window.dispatchEvent(new Event(VIEWED_EVENT));
}
