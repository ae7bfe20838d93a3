import { defineEndpoint } from '../endpoint.ts';
import { ZFollowBody, ZFollowingProductsResponse, ZFollowListResponse, ZFollowResponse } from '../follows.ts';

// Following stores, for a signed-in shopper. Following twice, or unfollowing a store one does not
// follow, is fine: every answer states whether the store is now followed and its follower count.
const follows = { surface: 'storefront', tag: 'follows', access: 'user' } as const;

export const followStore = defineEndpoint({
  ...follows,
  id: 'followStore',
  method: 'POST',
  path: '/followers/add',
  summary: 'Follow a store (by its number or slug); answers the follow state and follower count',
  body: ZFollowBody,
  response: ZFollowResponse,
  // 403: the store is the shopper's own (owner or team); 404: no such store open; 409: the account
  // follows as many stores as it may.
  errors: [403, 404, 409],
});

export const unfollowStore = defineEndpoint({
  ...follows,
  id: 'unfollowStore',
  method: 'POST',
  path: '/followers/delete',
  summary: 'Stop following a store; answers the follow state and follower count',
  body: ZFollowBody,
  response: ZFollowResponse,
  errors: [404],
});

export const listFollows = defineEndpoint({
  ...follows,
  id: 'listFollows',
  method: 'GET',
  path: '/followers/index',
  summary:
    'The stores the shopper follows, newest first, each with its follower count; and the stores they run (ownStores)',
  response: ZFollowListResponse,
});

export const listFollowingProducts = defineEndpoint({
  ...follows,
  id: 'listFollowingProducts',
  method: 'GET',
  path: '/following/products',
  summary: 'The newest products on sale from the stores the shopper follows, those on offer first',
  response: ZFollowingProductsResponse,
});
