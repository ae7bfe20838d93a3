import { z } from 'zod';
import { ZProductCard } from './catalog.ts';
import { zText } from './common.ts';
import { success } from './envelope.ts';

// Following stores: a signed-in shopper follows a store to see its new products on the home page.

/** Most stores one account follows: the whole list loads at start-up. */
export const FOLLOWS_MAX = 200;
/** Products on the home page's "From stores you follow" shelf. */
export const FOLLOWING_PRODUCTS_MAX = 12;

/** A store by its number or its slug (the store page is /store/{slug}). */
export const ZStoreRef = z.union([
  z.number().int().positive(),
  zText().trim().min(1, 'Choose a store').max(200),
]);

// followers/add and followers/delete take {storeId}.
export const ZFollowBody = z.object({ storeId: ZStoreRef });
export type TFollowBody = z.input<typeof ZFollowBody>;

/** The follow state after a change, with the store's follower count including this change. */
export const ZFollowState = z.object({
  storeId: z.number().int(),
  slug: z.string(),
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type TFollowState = z.infer<typeof ZFollowState>;
export const ZFollowResponse = success(ZFollowState);

export const ZFollowedStore = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  followerCount: z.number().int(),
  /** ISO time the shopper started following. */
  followedAt: z.string(),
});
export type TFollowedStore = z.infer<typeof ZFollowedStore>;

/** A store the signed-in person runs: its owner, or one of its team. They cannot follow it. */
export const ZOwnStore = z.object({
  slug: z.string(),
  role: z.enum(['owner', 'manager', 'packer']),
});
export type TOwnStore = z.infer<typeof ZOwnStore>;

/**
 * GET followers/index: the stores (the businesses of the shop) the shopper follows, newest first,
 * and the stores they run, where the web shows "Your store" instead of a Follow button.
 */
export const ZFollowList = z.object({ business: z.array(ZFollowedStore), ownStores: z.array(ZOwnStore) });
export type TFollowList = z.infer<typeof ZFollowList>;
export const ZFollowListResponse = success(ZFollowList);

/** GET following/products: new products of followed stores, those on offer first. */
export const ZFollowingProductsResponse = success(z.object({ products: z.array(ZProductCard) }));
export type TFollowingProducts = z.infer<typeof ZFollowingProductsResponse>['data'];
