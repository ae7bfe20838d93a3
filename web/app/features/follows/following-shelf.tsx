import type { TProductCard } from '@upahar/contract';
import { listFollowingProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { ProductRow } from '~/features/catalog';
import { useSession } from '~/features/session';
import { callApi } from '~/lib/browser-api';
import { useFollows } from './use-follows';

/**
 * The home page's "From stores you follow": fetched in the browser after hydration, so the page
 * the shop sends (and may keep for every visitor) holds nothing of one shopper. Hidden when the
 * shopper follows no store, when those stores have nothing on sale, or when the call fails: it is
 * a nicety, not the page's purpose.
 */
export function FollowingShelf() {
  const { status } = useSession();
  const { slugs, loaded } = useFollows();
  const [products, setProducts] = useState<TProductCard[]>([]);
  // Refetched when the follow list changes, e.g. after following a store in another tab's page.
  const key = [...slugs].sort().join(',');
  useEffect(() => {
    if (status !== 'loggedIn' || !loaded || key === '') {
      setProducts([]);
      return;
    }
    let live = true;
    callApi(listFollowingProducts)
      .then((res) => live && setProducts(res.data.products))
      .catch(() => live && setProducts([]));
    return () => {
      live = false;
    };
  }, [status, loaded, key]);
  return (
    <ProductRow
      id="following"
      title={m.follows_shelf_title()}
      subtitle={m.follows_shelf_subtitle()}
      products={products}
    />
  );
}
