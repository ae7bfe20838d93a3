import { ZWishAndCartResponse, ZWishBody, ZWishesQuery, ZWishesResponse, ZWishResponse } from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';

// The wishlist of a signed-in user. Two pairs of paths do the same thing (wishes add/delete and
// favorite add/remove); both are part of the public API. Adding twice, or removing a product
// that is not on the list, is fine: every answer states whether the product is now wished.
const wishlist = { surface: 'storefront', tag: 'wishlist', access: 'user' } as const;

const add = {
  ...wishlist,
  method: 'POST',
  body: ZWishBody,
  response: ZWishResponse,
  // 404: no such product on sale; 409: the wishlist is full.
  errors: [404, 409],
} as const;

const remove = {
  ...wishlist,
  method: 'POST',
  body: ZWishBody,
  response: ZWishResponse,
  errors: [404],
} as const;

export const addWish = defineEndpoint({
  ...add,
  id: 'addWish',
  path: '/wishes/add',
  summary: 'Add a product (or an automobile, with type automobile) to the wishlist',
});

export const addFavorite = defineEndpoint({
  ...add,
  id: 'addFavorite',
  path: '/favorite/add',
  summary: 'Add a product to the wishlist; the same as wishes/add, under the other name',
});

export const deleteWish = defineEndpoint({
  ...remove,
  id: 'deleteWish',
  path: '/wishes/delete',
  summary: 'Take a product off the wishlist, even one no longer on sale',
});

export const removeFavorite = defineEndpoint({
  ...remove,
  id: 'removeFavorite',
  path: '/favorite/remove',
  summary: 'Take a product off the wishlist; the same as wishes/delete, under the other name',
});

export const listWishes = defineEndpoint({
  ...wishlist,
  id: 'listWishes',
  method: 'GET',
  path: '/wishes',
  summary: 'One page of the wishlist as product cards, newest first, with pagination',
  query: ZWishesQuery,
  response: ZWishesResponse,
});

export const getWishAndCart = defineEndpoint({
  ...wishlist,
  id: 'getWishAndCart',
  method: 'GET',
  path: '/wish-and-cart',
  summary:
    "The ids of the wished products and of the products in the cart, for the hearts and buttons on cards; merges the visitor's cart sent in x-cart-token",
  response: ZWishAndCartResponse,
});
