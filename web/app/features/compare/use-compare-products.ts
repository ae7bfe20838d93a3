import type { TCompareRow } from '@upahar/contract';
import { getMultipleProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

// Rows already fetched, so the tray and the compare page do not ask again for the same product.
const cache = new Map<string, TCompareRow>();

type State = { rows: TCompareRow[]; loading: boolean; error: string | null };

/** Compare rows (products/multiple) for the given ids, in the same order, fetched in the browser. */
export function useCompareProducts(ids: string[]): State & { retry: () => void } {
  const key = ids.join(',');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ rows: [], loading: ids.length > 0, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch after an error
  useEffect(() => {
    const wanted = key ? key.split(',') : [];
    const pick = () => wanted.map((id) => cache.get(id)).filter((r): r is TCompareRow => !!r);
    const missing = wanted.filter((id) => !cache.has(id));
    if (missing.length === 0) {
      setState({ rows: pick(), loading: false, error: null });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    callApi(getMultipleProducts, { query: { ids: missing.join(',') } })
      .then((res) => {
        for (const row of res.data.products) cache.set(row.id, row);
        if (live) setState({ rows: pick(), loading: false, error: null });
      })
      .catch((e) => {
        if (live) setState({ rows: pick(), loading: false, error: errorMessage(e, m.compare_load_failed()) });
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
