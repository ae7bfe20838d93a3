import type { TCompareRow } from '@upahar/contract';
import { getMultipleProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { ProductRow } from '~/features/catalog';
import { callApi } from '~/lib/browser-api';
import { readViewed, VIEWED_EVENT, VIEWED_KEY } from './viewed';

const SHOWN = 12;

/**
 * Home section of the products this browser viewed last (previouslyViewed, from the viewing
 * history). It lives in local storage, so it is fetched in the browser and stays hidden
 * when empty or when the call fails: it is a nicety, not the page's purpose.
 */
export function PreviouslyViewed() {
  const [products, setProducts] = useState<TCompareRow[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => {
      const ids = readViewed().slice(0, SHOWN);
      if (ids.length === 0) return setProducts([]);
      callApi(getMultipleProducts, { query: { ids: ids.join(','), purpose: 'history' } })
        .then((res) => live && setProducts(res.data.products))
        .catch(() => live && setProducts([]));
    };
    load();
    const onStorage = (e: StorageEvent) => e.key === VIEWED_KEY && load();
    window.addEventListener(VIEWED_EVENT, load);
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener(VIEWED_EVENT, load);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return (
    <ProductRow
      id="previously-viewed"
      title={m.history_previously_viewed()}
      subtitle={m.history_previously_viewed_subtitle()}
      products={products}
    />
  );
}
