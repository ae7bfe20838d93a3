import { ZListingQuery, ZListingResponse } from '../catalog.ts';
import {
  ZCategoriesResponse,
  ZCategoryListingResponse,
  ZCollectionListingResponse,
  ZHomePageResponse,
  ZMainCategoryResponse,
  ZOccasionListingResponse,
  ZSlugParams,
  ZStoreListingResponse,
  ZStorePageResponse,
  ZTestimonialsResponse,
  ZUrgentListingResponse,
} from '../catalog-api.ts';
import { defineEndpoint } from '../endpoint.ts';

// The public catalogue: the same answer for everyone, so browsers and proxies may keep it a
// minute. Listings take the shared filters (facets, price range, sort, page) and answer one
// page of product cards with meta.pagination.
const catalog = { surface: 'storefront', tag: 'catalog', access: 'public' } as const;
const listing = { ...catalog, method: 'GET', query: ZListingQuery } as const;

export const getHomePage = defineEndpoint({
  ...catalog,
  id: 'getHomePage',
  method: 'GET',
  path: '/home-page',
  summary: 'Everything the home page shows: sliders, category and occasion links, product shelves',
  response: ZHomePageResponse,
});

export const listTestimonials = defineEndpoint({
  ...catalog,
  id: 'listTestimonials',
  method: 'GET',
  path: '/testimonials',
  summary: 'What customers said about the shop, for the home page',
  response: ZTestimonialsResponse,
});

export const listCategories = defineEndpoint({
  ...catalog,
  id: 'listCategories',
  method: 'GET',
  path: '/categories',
  summary: 'Every active top-level category with its sub-categories and product counts',
  response: ZCategoriesResponse,
});

export const getMainCategory = defineEndpoint({
  ...catalog,
  id: 'getMainCategory',
  method: 'GET',
  path: '/mcategory/:slug',
  summary: 'One category with its sub-categories and product counts (a sub-category names its parent)',
  params: ZSlugParams,
  response: ZMainCategoryResponse,
  errors: [404],
});

export const listCategoryProducts = defineEndpoint({
  ...listing,
  id: 'listCategoryProducts',
  path: '/category/:slug',
  summary: "A category's products with its sub-categories (automobiles add their landing content)",
  params: ZSlugParams,
  response: ZCategoryListingResponse,
  errors: [404],
});

export const listAllProducts = defineEndpoint({
  ...listing,
  id: 'listAllProducts',
  path: '/products',
  summary: 'Every product of the shop, as one filtered listing',
  response: ZListingResponse,
});

export const listUrgentProducts = defineEndpoint({
  ...listing,
  id: 'listUrgentProducts',
  path: '/products/urgent',
  summary: 'Products that can be delivered today, with a shelf of ready-made cakes',
  response: ZUrgentListingResponse,
});

export const listCollectionProducts = defineEndpoint({
  ...listing,
  id: 'listCollectionProducts',
  path: '/products/:slug',
  summary: 'A named collection (offers, trending, recommended, ready-made...) as a listing',
  params: ZSlugParams,
  response: ZCollectionListingResponse,
  errors: [404],
});

export const listDonationProducts = defineEndpoint({
  ...listing,
  id: 'listDonationProducts',
  path: '/donations',
  summary: 'Donation items (meals, school supplies, care packages) as a listing',
  response: ZListingResponse,
});

export const listOccasionProducts = defineEndpoint({
  ...listing,
  id: 'listOccasionProducts',
  path: '/occasion/:slug',
  summary: 'Cakes and gifts for one occasion, as a listing',
  params: ZSlugParams,
  response: ZOccasionListingResponse,
  errors: [404],
});

export const getStorePage = defineEndpoint({
  ...catalog,
  id: 'getStorePage',
  method: 'GET',
  path: '/store/:slug',
  summary: 'An active store, its brands and its most popular products; 410 for a store that is closed',
  params: ZSlugParams,
  response: ZStorePageResponse,
  errors: [404, 410],
});

export const listStoreProducts = defineEndpoint({
  ...listing,
  id: 'listStoreProducts',
  path: '/store/:slug/products',
  summary: 'Every product of one active store, as a listing; 410 for a store that is closed',
  params: ZSlugParams,
  response: ZStoreListingResponse,
  errors: [404, 410],
});
