// Every browser-stored item with an expiry goes through here
// (compare ids 24 h, last delivery location 72 days, delivery locations 1 h, header/footer 12 h).
type Stored<T> = { value: T; expiresAt: number | null };

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

export function readStored<T>(key: string, now = Date.now()): T | null {
  if (!hasStorage()) return null;
  const raw = window.localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Stored<T>;
    if (parsed.expiresAt !== null && parsed.expiresAt <= now) {
      window.localStorage.removeItem(key);
      return null;
    }
    return parsed.value;
  } catch {
    window.localStorage.removeItem(key);
    return null;
  }
}

export function writeStored<T>(key: string, value: T, ttlMs: number | null, now = Date.now()): void {
  if (!hasStorage()) return;
  const item: Stored<T> = { value, expiresAt: ttlMs === null ? null : now + ttlMs };
  try {
    window.localStorage.setItem(key, JSON.stringify(item));
  } catch {
    // Storage full or disabled (private mode): the app still works, only without the cache.
  }
}

export function removeStored(key: string): void {
  if (hasStorage()) window.localStorage.removeItem(key);
}

export const STORAGE_KEYS = {
  headerFooter: 'upahar.headerFooter',
  currency: 'upahar.currency',
  compare: 'upahar.compare',
  lastLocation: 'upahar.lastDeliveryLocation',
  deliveryLocations: 'upahar.deliveryLocations',
  logoutReferrer: 'upahar.referrer',
  inviteCode: 'upahar.inviteCode',
} as const;
