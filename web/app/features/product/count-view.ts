import { API_PREFIX } from '@upahar/contract';
import { useEffect } from 'react';

/**
 * Tells the server this product page was seen, once per product shown. The page itself may come
 * from a shared cache the server never sees, so the browser reports the visit; a beacon does not
 * hold up the page and still goes out if the shopper leaves at once. Crawlers rarely run scripts,
 * and the server ignores the ones that name themselves.
 */
export function useCountView(productId: string | null) {
  useEffect(() => {
    if (!productId || typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon(`${API_PREFIX.storefront}/product/${encodeURIComponent(productId)}/view`);
  }, [productId]);
}
