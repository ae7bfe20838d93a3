import { invalidateMemo } from './memo.ts';
import { forgetShelves } from './product.ts';

/**
 * A store owner changed what the shop sells: listings' counts and facets, the home page, the
 * category tree, shelves and the sitemap are built afresh on their next request instead of
 * waiting for their lifetimes, so a published product shows at once and an archived one goes.
 */
export function catalogChanged() {
  invalidateMemo();
  forgetShelves();
}
