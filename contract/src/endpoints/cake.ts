import {
  ZCakeCategoriesResponse,
  ZCakeOptionsResponse,
  ZCakeProductQuery,
  ZCalculateProductPriceBody,
  ZCalculateProductPriceResponse,
  ZCheckTierQuery,
  ZCheckTierResponse,
  ZGetMinPoundResponse,
  ZProductPriceQuery,
  ZProductPriceResponse,
  ZShapesQuery,
  ZShapesResponse,
} from '../cake.ts';
import { defineEndpoint } from '../endpoint.ts';

// The cake configurator: options come from the admin's tables and prices are always worked out
// on the server (a price sent by a client is ignored). A product that is not a cake, or a
// combination that cannot be baked, is a 400 naming the field.
const cake = { surface: 'storefront', tag: 'cake', access: 'public' } as const;

export const getMinPound = defineEndpoint({
  ...cake,
  id: 'getMinPound',
  method: 'GET',
  path: '/get-min-pound',
  summary: 'The smallest and largest weight a cake can be ordered in, and the step between',
  query: ZCakeProductQuery,
  response: ZGetMinPoundResponse,
  errors: [404],
});

export const listCakeShapes = defineEndpoint({
  ...cake,
  id: 'listCakeShapes',
  method: 'GET',
  path: '/shapes',
  summary: 'The shapes a cake can be baked in (checks the cake when productId is given)',
  query: ZShapesQuery,
  response: ZShapesResponse,
  errors: [404],
});

export const listCakeCategories = defineEndpoint({
  ...cake,
  id: 'listCakeCategories',
  method: 'GET',
  path: '/cake-categories',
  summary: 'Cake sub-categories (birthday, designer, photo...) with their product counts',
  response: ZCakeCategoriesResponse,
});

export const getCakeOptions = defineEndpoint({
  ...cake,
  id: 'getCakeOptions',
  method: 'GET',
  path: '/cake-options',
  summary: 'Everything the configurator offers for one cake: flavours, icings, shapes, tiers, weights',
  query: ZCakeProductQuery,
  response: ZCakeOptionsResponse,
  errors: [404],
});

export const checkCakeTier = defineEndpoint({
  ...cake,
  id: 'checkCakeTier',
  method: 'GET',
  path: '/check-tier',
  summary: 'Whether a cake can be made with this many tiers (and height), and from what weight',
  query: ZCheckTierQuery,
  response: ZCheckTierResponse,
  errors: [404],
});

export const getCakePrice = defineEndpoint({
  ...cake,
  id: 'getCakePrice',
  method: 'GET',
  path: '/product-price',
  summary: 'The price of one cake with the chosen weight, flavour, icing, shape, tiers and eggless',
  query: ZProductPriceQuery,
  response: ZProductPriceResponse,
  errors: [404],
});

export const calculateCakePrice = defineEndpoint({
  ...cake,
  id: 'calculateCakePrice',
  method: 'POST',
  path: '/calculate-product-price',
  summary: 'The price of a configured cake times the quantity (the cake message comes back with it)',
  body: ZCalculateProductPriceBody,
  response: ZCalculateProductPriceResponse,
  errors: [404],
});

// The same calculation as a GET, for clients that send the choices as a query string.
export const calculateCakePriceByQuery = defineEndpoint({
  ...cake,
  id: 'calculateCakePriceByQuery',
  method: 'GET',
  path: '/calculate-product-price',
  summary: 'The price of a configured cake times the quantity, with the choices in the query string',
  query: ZCalculateProductPriceBody,
  response: ZCalculateProductPriceResponse,
  errors: [404],
});
