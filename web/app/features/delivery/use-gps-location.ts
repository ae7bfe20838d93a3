import { LOCATION_THROTTLE_MS, type TLocationByGps } from '@upahar/contract';
import { locationByGps } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

/** The browser's position and the nearest delivery area to it. */
export type GpsFix = { lat: number; lng: number; location: TLocationByGps };

/**
 * What the position is for. 'area' only needs the delivery area, so a coarse, older fix will do.
 * 'address' keeps the pin itself (xCoord, yCoord) so the rider can find a house that has
 * no street number: it asks for the precise fix, and as the address may be someone else's the
 * messages say "the area" instead of "your area".
 */
export type GpsPurpose = 'area' | 'address';

const FIX_OPTIONS: Record<GpsPurpose, PositionOptions> = {
  area: { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
  address: { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
};

/** The words for a position that could not be had: a GeolocationPositionError code, or no support. */
export function gpsErrorText(purpose: GpsPurpose, code: number | 'unsupported'): string | null {
  const area = purpose === 'area';
  switch (code) {
    case 'unsupported':
      return area ? m.delivery_gps_unsupported_area() : m.delivery_gps_unsupported_address();
    case 1:
      return area ? m.delivery_gps_denied_area() : m.delivery_gps_denied_address();
    case 2:
      return area ? m.delivery_gps_unavailable_area() : m.delivery_gps_unavailable_address();
    case 3:
      return area ? m.delivery_gps_timeout_area() : m.delivery_gps_timeout_address();
    default:
      return null;
  }
}

function currentPosition(options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));
}

/** "Use my location": the browser's position, then the nearest delivery area (location-by-gps). */
export function useGpsLocation(onFound: (fix: GpsFix) => void, purpose: GpsPurpose = 'area') {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastAt = useRef(0);

  const locate = useCallback(async () => {
    // Location actions are throttled to one per 600 ms.
    const now = Date.now();
    if (busy || now - lastAt.current < LOCATION_THROTTLE_MS) return;
    lastAt.current = now;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError(gpsErrorText(purpose, 'unsupported'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const pos = await currentPosition(FIX_OPTIONS[purpose]);
      const { latitude: lat, longitude: lng } = pos.coords;
      const res = await callApi(locationByGps, { query: { latitude: lat, longitude: lng } });
      onFound({ lat, lng, location: res.data });
    } catch (e) {
      const code = (e as GeolocationPositionError | null)?.code;
      setError((typeof code === 'number' && gpsErrorText(purpose, code)) || errorMessage(e));
    } finally {
      setBusy(false);
    }
  }, [busy, onFound, purpose]);

  return { locate, busy, error };
}
