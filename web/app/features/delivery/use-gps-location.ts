import { LOCATION_THROTTLE_MS, type TLocationByGps } from '@upahar/contract';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '~/lib/api';
import { apiGet } from '~/lib/browser-api';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 300_000,
    }),
  );
}

const GEO_ERRORS: Record<number, string> = {
  1: 'Location permission was denied. Choose your area from the list instead.',
  2: 'Your position could not be found. Choose your area from the list instead.',
  3: 'Finding your position took too long. Try again or choose your area from the list.',
};

/** "Use my location": the browser's position, then the nearest delivery area (location-by-gps). */
export function useGpsLocation(onFound: (loc: TLocationByGps) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastAt = useRef(0);

  const locate = useCallback(async () => {
    // SPEC 9: location actions are throttled to one per 600 ms.
    const now = Date.now();
    if (busy || now - lastAt.current < LOCATION_THROTTLE_MS) return;
    lastAt.current = now;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError('This browser cannot share its location. Choose your area from the list.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const pos = await currentPosition();
      const res = await apiGet<TLocationByGps>('location-by-gps', {
        latitude: pos.coords.latitude,
        longitude: pos.coords.longitude,
      });
      onFound(res.data);
    } catch (e) {
      const code = (e as GeolocationPositionError | null)?.code;
      setError(typeof code === 'number' && GEO_ERRORS[code] ? GEO_ERRORS[code] : errorMessage(e));
    } finally {
      setBusy(false);
    }
  }, [busy, onFound]);

  return { locate, busy, error };
}
