import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  forgetIdempotencyKey,
  IDEMPOTENCY_STORAGE_KEY,
  idempotencyKeyFor,
  type KeyStorage,
  newKey,
} from './idempotency';

function memoryStorage(): KeyStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const body = { addressId: 4, deliveryDate: '2026-05-14', timeSlotId: 2, paymentMethod: 'cod', cartItems: [] };

describe('Idempotency-Key reuse (a double click or a retry makes one order)', () => {
  it('reuses the key for the same body, also after a reload (sessionStorage)', () => {
    const storage = memoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    const first = idempotencyKeyFor(body, storage, make);
    expect(idempotencyKeyFor(body, storage, make)).toBe(first);
    // Same fields in another order are the same body.
    expect(idempotencyKeyFor({ ...body, cartItems: [], addressId: 4 }, storage, make)).toBe(first);
    expect(n).toBe(1);
  });

  it('makes a new key when the body changes', () => {
    const storage = memoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    const first = idempotencyKeyFor(body, storage, make);
    const second = idempotencyKeyFor({ ...body, timeSlotId: 3 }, storage, make);
    expect(second).not.toBe(first);
    // Going back to the first body is a new attempt too: the stored key follows the last body.
    expect(idempotencyKeyFor(body, storage, make)).toBe('key-3');
  });

  it('starts over after the order is placed', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor(body, storage);
    forgetIdempotencyKey(storage);
    expect(storage.data.has(IDEMPOTENCY_STORAGE_KEY)).toBe(false);
    expect(idempotencyKeyFor(body, storage)).not.toBe(first);
  });

  it('survives broken storage contents and missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(IDEMPOTENCY_STORAGE_KEY, '{not json');
    expect(idempotencyKeyFor(body, storage, () => 'fresh')).toBe('fresh');
    expect(idempotencyKeyFor(body, null, () => 'alone')).toBe('alone');
  });

  it('makes keys the server accepts (8 to 200 characters, unique)', () => {
    const a = newKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(200);
    expect(newKey()).not.toBe(a);
  });

  it('fingerprints nested objects with sorted keys', () => {
    expect(fingerprint({ b: 1, a: { d: 2, c: 3 } })).toBe(fingerprint({ a: { c: 3, d: 2 }, b: 1 }));
    expect(fingerprint({ a: [2, 1] })).not.toBe(fingerprint({ a: [1, 2] }));
  });
});
