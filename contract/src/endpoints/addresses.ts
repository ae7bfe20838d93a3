import {
  ZAddressBody,
  ZAddressesResponse,
  ZAddressResponse,
  ZDeleteAddressBody,
  ZShippingAddressesQuery,
  ZUpdateAddressBody,
} from '../address.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// A user's delivery addresses; someone else's address answers 404, as if it did not exist.
const addresses = { surface: 'storefront', tag: 'addresses', access: 'user' } as const;

export const listShippingAddresses = defineEndpoint({
  ...addresses,
  id: 'listShippingAddresses',
  method: 'GET',
  path: '/shipping-addresses',
  summary: "The signed-in user's delivery addresses, or with isDonation=1 the donation addresses",
  query: ZShippingAddressesQuery,
  response: ZAddressesResponse,
});

export const addShippingAddress = defineEndpoint({
  ...addresses,
  id: 'addShippingAddress',
  method: 'POST',
  path: '/add-shipping-address',
  summary: 'Save a new delivery address (409 when the user already keeps the most allowed)',
  body: ZAddressBody,
  response: ZAddressResponse,
  errors: [409],
});

export const updateShippingAddress = defineEndpoint({
  ...addresses,
  id: 'updateShippingAddress',
  method: 'POST',
  path: '/update-shipping-address',
  summary: 'Change one of the signed-in user’s delivery addresses',
  body: ZUpdateAddressBody,
  response: ZAddressResponse,
  errors: [404],
});

export const deleteShippingAddress = defineEndpoint({
  ...addresses,
  id: 'deleteShippingAddress',
  method: 'POST',
  path: '/delete-shipping-address',
  summary: 'Delete one of the signed-in user’s delivery addresses; placed orders keep their copy',
  body: ZDeleteAddressBody,
  response: ZMessageResponse,
  errors: [404],
});
