import { ADDRESS_THROTTLE_MS } from '@upahar/contract';

/**
 * Address actions are throttled to one per 1000 ms. Keyed by action (e.g. "save",
 * "delete:12") so deleting one address right after saving another is not swallowed, while a
 * double click on the same button counts once.
 */
export function createActionThrottle(ms = ADDRESS_THROTTLE_MS) {
  const last = new Map<string, number>();
  return {
    /** True when this action may go ahead (and is remembered); false to ignore it. */
    allow(key: string, now = Date.now()): boolean {
      const at = last.get(key);
      if (at !== undefined && now - at < ms) return false;
      last.set(key, now);
      return true;
    },
  };
}

/** One throttle for every address form and list on the page (checkout and the profile alike). */
export const addressThrottle = createActionThrottle();
