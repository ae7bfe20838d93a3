import {
  ZAddToCartBody,
  ZCartItemIdBody,
  ZCartNoteBody,
  ZCartResponse,
  ZUpdateCartItemBody,
} from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';

// Visitors have carts too: they are found by the token in the x-cart-token header.
const cart = { surface: 'storefront', tag: 'cart', access: 'optional', response: ZCartResponse } as const;

export const getCart = defineEndpoint({
  ...cart,
  id: 'getCart',
  method: 'GET',
  path: '/cart',
  summary: 'The cart of the signed-in user or of the visitor whose cart token is sent',
});

export const addToCart = defineEndpoint({
  ...cart,
  id: 'addToCart',
  method: 'POST',
  path: '/add-to-cart',
  summary: 'Add a product (a cake with its options) to the cart; opens a visitor cart when needed',
  body: ZAddToCartBody,
  errors: [404, 409, 429],
});

export const removeFromCart = defineEndpoint({
  ...cart,
  id: 'removeFromCart',
  method: 'POST',
  path: '/remove-from-cart',
  summary: 'Remove one line from the cart',
  body: ZCartItemIdBody,
  errors: [404],
});

export const updateCartItem = defineEndpoint({
  ...cart,
  id: 'updateCartItem',
  method: 'POST',
  path: '/update-cart-item',
  summary: 'Change the quantity of one cart line',
  body: ZUpdateCartItemBody,
  errors: [404, 409],
});

export const setCartNote = defineEndpoint({
  ...cart,
  id: 'setCartNote',
  method: 'POST',
  path: '/cart-note',
  summary: 'Save the note for the shop that goes with the order',
  body: ZCartNoteBody,
  errors: [404],
});
