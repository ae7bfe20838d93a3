import {
  ZIdOrSlugParams,
  ZIdParams,
  ZMultipleProductsQuery,
  ZMultipleProductsResponse,
  ZProductCardsResponse,
  ZProductDetailQuery,
  ZProductDetailResponse,
  ZProductIdQuery,
  ZQuickInfoResponse,
} from '../catalog-api.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// One product and the shelves around it; public catalogue reads like the listings.
const product = { surface: 'storefront', tag: 'catalog', access: 'public', method: 'GET' } as const;

export const getMultipleProducts = defineEndpoint({
  ...product,
  id: 'getMultipleProducts',
  path: '/products/multiple',
  summary: 'Several products by id, side by side (the compare list, recently viewed products)',
  query: ZMultipleProductsQuery,
  response: ZMultipleProductsResponse,
});

export const getQuickInfo = defineEndpoint({
  ...product,
  id: 'getQuickInfo',
  path: '/product/quick-info/:id',
  summary: 'The short facts of a product for the quick-view dialog of a listing',
  params: ZIdParams,
  response: ZQuickInfoResponse,
  errors: [404],
});

// A store owner previews an inactive product with forceInactive=1 and their bearer token; the
// token is read only then, and an unknown one simply gets no preview (so no 401 here).
export const getProductDetail = defineEndpoint({
  ...product,
  id: 'getProductDetail',
  path: '/product/:idOrSlug',
  summary:
    "A product page by id or slug; with forceInactive=1 and the owner's bearer token, a preview of an inactive product",
  params: ZIdOrSlugParams,
  query: ZProductDetailQuery,
  response: ZProductDetailResponse,
  errors: [404],
});

export const listSuggestedCakes = defineEndpoint({
  ...product,
  id: 'listSuggestedCakes',
  path: '/suggested-cakes',
  summary: 'Cakes to suggest beside a product',
  query: ZProductIdQuery,
  response: ZProductCardsResponse,
  errors: [404],
});

export const listCakeAccessories = defineEndpoint({
  ...product,
  id: 'listCakeAccessories',
  path: '/cake-accessory',
  summary: 'Accessories (candles, cards, balloons...) to add with a product',
  query: ZProductIdQuery,
  response: ZProductCardsResponse,
  errors: [404],
});

// The product page's browser reports a visit: pages and product answers are served from a shared
// cache that the server never sees, so the visit is told apart. Counted for popularity, never
// stored per visitor; tagged apart from the catalogue so the shared cache is not emptied by it.
export const countProductView = defineEndpoint({
  surface: 'storefront',
  tag: 'views',
  access: 'public',
  method: 'POST',
  id: 'countProductView',
  path: '/product/:id/view',
  summary: 'Counts one visit of a product page (sent by the page itself; crawlers are not counted)',
  params: ZIdParams,
  response: ZMessageResponse,
});
