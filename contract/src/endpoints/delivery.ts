import {
  ZDeliveryChargeBody,
  ZDeliveryChargeResponse,
  ZMethodsSlotsBody,
  ZMethodsSlotsResponse,
} from '../checkout.ts';
import {
  ZCheckDeliveryEligibilityQuery,
  ZDeliveryEligibilityResponse,
  ZDeliveryLocationsResponse,
  ZLocationByGpsQuery,
  ZLocationByGpsResponse,
} from '../delivery.ts';
import { defineEndpoint } from '../endpoint.ts';

// Where the shop delivers, and when. The charge and the slots are about one cart: the signed-in
// user's, else the visitor's found by its x-cart-token header; a cart with nothing that can be
// ordered now answers 409.
const delivery = { surface: 'storefront', tag: 'delivery' } as const;

export const listDeliveryLocations = defineEndpoint({
  ...delivery,
  id: 'listDeliveryLocations',
  method: 'GET',
  path: '/delivery-locations',
  summary: 'Every area the shop delivers to, with its charge, and the other names people use for them',
  access: 'public',
  response: ZDeliveryLocationsResponse,
});

export const locationByGps = defineEndpoint({
  ...delivery,
  id: 'locationByGps',
  method: 'GET',
  path: '/location-by-gps',
  summary: 'The delivery area nearest to a GPS position; 400 outside the areas the shop serves',
  access: 'public',
  query: ZLocationByGpsQuery,
  response: ZLocationByGpsResponse,
});

export const checkDeliveryEligibility = defineEndpoint({
  ...delivery,
  id: 'checkDeliveryEligibility',
  method: 'GET',
  path: '/check-delivery-location-eligibility',
  summary: 'Whether a product can reach a delivery area on a date, its charge and the earliest date it can',
  access: 'public',
  query: ZCheckDeliveryEligibilityQuery,
  response: ZDeliveryEligibilityResponse,
  errors: [404],
});

export const getDeliveryCharge = defineEndpoint({
  ...delivery,
  id: 'getDeliveryCharge',
  method: 'POST',
  path: '/delivery-charge',
  summary: 'The delivery charge of the cart (or of the chosen lines) to an area, and its first delivery date',
  access: 'optional',
  body: ZDeliveryChargeBody,
  response: ZDeliveryChargeResponse,
  errors: [409],
});

export const getDeliveryMethodsSlots = defineEndpoint({
  ...delivery,
  id: 'getDeliveryMethodsSlots',
  method: 'POST',
  path: '/delivery-methods-time-slot',
  summary: 'The delivery methods and time slots open for the cart to an area on a date, with their charges',
  access: 'optional',
  body: ZMethodsSlotsBody,
  response: ZMethodsSlotsResponse,
  errors: [409],
});
