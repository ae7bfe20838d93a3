import { FAVORITE_THROTTLE_MS } from '@upahar/contract';

/**
 * Favourite actions are throttled to one per 1000 ms. Per product, so hearting two
 * different cakes quickly works, while a double click on one heart counts once.
 */
export function createWishThrottle(ms = FAVORITE_THROTTLE_MS) {
  const last = new Map<string, number>();
  return {
    /** True when this click may go ahead (and is remembered); false to ignore it. */
    allow(id: string, now = Date.now()): boolean {
      const at = last.get(id);
      if (at !== undefined && now - at < ms) return false;
      last.set(id, now);
      return true;
    },
    reset() {
      last.clear();
    },
  };
}

export type WishKind = 'product' | 'automobile';

/** The wish type is "automobile" for automobiles, "product" for everything else. */
export const wishType = (productType: string): WishKind =>
  productType === 'automobile' ? 'automobile' : 'product';

/** The wished ids after the server answered `wished` for `id` (changed only after success). */
export function applyWish(ids: ReadonlySet<string>, id: string, wished: boolean): Set<string> {
  const next = new Set(ids);
  if (wished) next.add(id);
  else next.delete(id);
  return next;
}
