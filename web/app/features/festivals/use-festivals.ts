import type { TFestival } from '@upahar/contract';
import { listFestivals } from '@upahar/contract/endpoints';
import { useEffect, useState } from 'react';
import { callApi } from '~/lib/browser-api';

/**
 * The festivals with a day from `from` to `to` (Kathmandu dates), read in the browser; none until
 * they arrive. They only name days, so a failed read leaves the days unnamed and says nothing.
 */
export function useFestivals(from: string | null, to: string | null): TFestival[] {
  const [festivals, setFestivals] = useState<TFestival[]>([]);
  useEffect(() => {
    if (!from || !to || to < from) {
      setFestivals([]);
      return;
    }
    const ask = new AbortController();
    callApi(listFestivals, { query: { from, to } }, { signal: ask.signal }).then(
      (r) => setFestivals(r.data.festivals),
      () => {},
    );
    return () => ask.abort();
  }, [from, to]);
  return festivals;
}
