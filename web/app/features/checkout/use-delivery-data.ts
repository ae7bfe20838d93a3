import type { TAddress, TDeliveryLocations } from '@upahar/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchAddresses } from '~/features/address';
import { loadDeliveryLocations } from '~/features/delivery';
import { errorMessage } from '~/lib/api';
import { askAddress, useFetched } from '~/lib/use-fetched';
import type { fetchDeliveryCharge, fetchMethodsSlots } from './checkout-api';

// Step 2's server data. Each answer is tied to the question it answers (location, date), so the
// page can tell a fresh answer from one that is still about the previous choice.

/** GET delivery-locations, cached for an hour by the delivery feature. */
export function useLocations() {
  const [data, setData] = useState<TDeliveryLocations | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    loadDeliveryLocations().then(setData, (e) => setError(errorMessage(e)));
  }, []);
  useEffect(load, [load]);
  return { data, error, retry: load };
}

/**
 * POST delivery-charge for the chosen location and lines: charge, duration, firstDeliveryDate.
 * `version` asks again: it changes with the cart's lines (an empty `items` means the whole cart,
 * so the question alone would not show that the cart changed) and with "Try again".
 */
export function useDeliveryCharge(locationId: number | null, items: readonly string[], version = '') {
  const key =
    locationId === null
      ? null
      : askAddress('/lookup/delivery-charge', { body: { locationId, cartItems: [...items] }, version });
  const { data, loading, error } = useFetched<Awaited<ReturnType<typeof fetchDeliveryCharge>>>(key);
  // An answer about another location is not shown as this one's.
  const fresh = data && data.locationId === locationId ? data : null;
  return { data: fresh, loading, error };
}

/** POST delivery-methods-time-slot for a location and date; `version` asks again, as above. */
export function useMethodsSlots(
  locationId: number | null,
  date: string | null,
  items: readonly string[],
  version = '',
) {
  const key =
    locationId === null || !date
      ? null
      : askAddress('/lookup/delivery-slots', { body: { locationId, date, cartItems: [...items] }, version });
  const { data, loading, error } = useFetched<Awaited<ReturnType<typeof fetchMethodsSlots>>>(key);
  const fresh = data && data.locationId === locationId && data.date === date ? data : null;
  return { data: fresh, loading, error };
}

/**
 * GET shipping-addresses?isDonation=0, plus the ones saved on this page (kept here at once: the
 * step drops a chosen address that is not in the list). Asked once, as the step opens, and again
 * on "Try again"; nothing asks twice at a time, so no answer can overtake another.
 */
export function useAddresses() {
  const [addresses, setAddresses] = useState<TAddress[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    fetchAddresses(false).then(setAddresses, (e) => setError(errorMessage(e)));
  }, []);
  useEffect(load, [load]);
  const saved = useCallback((a: TAddress) => {
    setAddresses((list) => [a, ...(list ?? []).filter((x) => x.addressId !== a.addressId)]);
  }, []);
  return { addresses, error, retry: load, saved };
}
