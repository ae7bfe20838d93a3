// place-order carries an Idempotency-Key so a double click or
// a retry after a network error makes one order. The key is made once per checkout attempt and
// kept in sessionStorage (it survives a reload, not the tab), tied to the body it was made for:
// the same body reuses it, a changed body (another slot, address, method) gets a fresh one —
// the server refuses a known key with a different body (409).

export const IDEMPOTENCY_STORAGE_KEY = 'upahar.checkout.idempotency';

type Stored = { key: string; fingerprint: string };

export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** JSON with object keys sorted, so {a,b} and {b,a} are the same body. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function newKey(): string {
  const c: Crypto = globalThis.crypto;
  // randomUUID needs a secure context (https or localhost); a LAN address over http lacks it.
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // Then 128 random bits are just as unique for this purpose.
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(storage: KeyStorage): Stored | null {
  try {
    const raw = storage.getItem(IDEMPOTENCY_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Stored>;
    return typeof v.key === 'string' && typeof v.fingerprint === 'string'
      ? { key: v.key, fingerprint: v.fingerprint }
      : null;
  } catch {
    return null;
  }
}

/** The key for placing an order with `body`: the stored one when the body is unchanged. */
export function idempotencyKeyFor(
  body: unknown,
  storage: KeyStorage | null = browserStorage(),
  make = newKey,
): string {
  const fp = fingerprint(body);
  if (!storage) return make();
  const stored = read(storage);
  if (stored && stored.fingerprint === fp) return stored.key;
  const key = make();
  try {
    storage.setItem(IDEMPOTENCY_STORAGE_KEY, JSON.stringify({ key, fingerprint: fp } satisfies Stored));
  } catch {
    // Storage disabled: a key for this click only; the server still stops double orders within it.
  }
  return key;
}

/** After the order exists: the next checkout is a new attempt with a new key. */
export function forgetIdempotencyKey(storage: KeyStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(IDEMPOTENCY_STORAGE_KEY);
  } catch {
    // Nothing to forget without storage.
  }
}

function browserStorage(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
