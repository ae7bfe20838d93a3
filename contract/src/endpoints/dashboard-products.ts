import { defineEndpoint } from '../endpoint.ts';
import {
  ZDashboardProductResponse,
  ZDashboardProductsQuery,
  ZDashboardProductsResponse,
  ZProductBody,
  ZProductFormOptionsResponse,
  ZProductIdParams,
  ZProductImageParams,
  ZProductImagesOrderBody,
  ZProductImagesResponse,
} from '../seller-products.ts';

// Store owners write, publish and archive their stores' products; admins any product. Someone
// else's product answers 404 on every route, as if it were not there.
const dashboardProducts = { surface: 'dashboard', tag: 'dashboard products', access: 'staff' } as const;

export const listDashboardProducts = defineEndpoint({
  ...dashboardProducts,
  id: 'listDashboardProducts',
  method: 'GET',
  path: '/products',
  summary:
    'A page of the products the seller or admin looks after, newest first, by name, status, store or category',
  query: ZDashboardProductsQuery,
  response: ZDashboardProductsResponse,
});

export const getProductFormOptions = defineEndpoint({
  ...dashboardProducts,
  id: 'getProductFormOptions',
  method: 'GET',
  path: '/product-options',
  summary: "The stores (with their brands), categories and occasions a product's form offers",
  response: ZProductFormOptionsResponse,
});

export const getDashboardProduct = defineEndpoint({
  ...dashboardProducts,
  id: 'getDashboardProduct',
  method: 'GET',
  path: '/products/:id',
  summary: 'One product as its form shows it, with its pictures and what it still needs to go live',
  params: ZProductIdParams,
  response: ZDashboardProductResponse,
  errors: [404],
});

export const createDashboardProduct = defineEndpoint({
  ...dashboardProducts,
  id: 'createDashboardProduct',
  auditLabel: 'Created a product',
  method: 'POST',
  path: '/products',
  summary: 'Create a product as a draft in one of the seller’s stores; 409 when the web address is taken',
  body: ZProductBody,
  response: ZDashboardProductResponse,
  statuses: [201],
  errors: [404, 409],
});

export const updateDashboardProduct = defineEndpoint({
  ...dashboardProducts,
  id: 'updateDashboardProduct',
  auditLabel: 'Changed a product',
  method: 'PUT',
  path: '/products/:id',
  summary: 'Save a product; a live product that loses what it needs goes back to draft',
  params: ZProductIdParams,
  body: ZProductBody,
  response: ZDashboardProductResponse,
  errors: [404, 409],
});

export const publishDashboardProduct = defineEndpoint({
  ...dashboardProducts,
  id: 'publishDashboardProduct',
  auditLabel: 'Put a product in the shop',
  method: 'POST',
  path: '/products/:id/publish',
  summary: 'Put a draft or archived product in the shop; 400 naming what it still needs',
  params: ZProductIdParams,
  response: ZDashboardProductResponse,
  errors: [404],
});

export const archiveDashboardProduct = defineEndpoint({
  ...dashboardProducts,
  id: 'archiveDashboardProduct',
  auditLabel: 'Took a product off the shop',
  method: 'POST',
  path: '/products/:id/archive',
  summary: 'Take a product off the shop; it may be published again',
  params: ZProductIdParams,
  response: ZDashboardProductResponse,
  errors: [404],
});

export const uploadDashboardProductImage = defineEndpoint({
  ...dashboardProducts,
  id: 'uploadDashboardProductImage',
  auditLabel: 'Added a picture to a product',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/products/:id/images',
  summary:
    'Add a picture as multipart/form-data with a "file" field (JPEG, PNG or WebP, at most 5 MB; stored as WebP); 413 too large, 415 not an image',
  params: ZProductIdParams,
  response: ZProductImagesResponse,
  errors: [404, 409, 413, 415],
});

export const orderDashboardProductImages = defineEndpoint({
  ...dashboardProducts,
  id: 'orderDashboardProductImages',
  auditLabel: "Reordered a product's pictures",
  method: 'PUT',
  path: '/products/:id/images',
  summary: "Put a product's pictures in this order; the first is its main picture",
  params: ZProductIdParams,
  body: ZProductImagesOrderBody,
  response: ZProductImagesResponse,
  errors: [404],
});

export const deleteDashboardProductImage = defineEndpoint({
  ...dashboardProducts,
  id: 'deleteDashboardProductImage',
  auditLabel: "Removed a product's picture",
  method: 'DELETE',
  path: '/products/:id/images/:imageId',
  summary: 'Remove one of a product’s pictures',
  params: ZProductImageParams,
  response: ZProductImagesResponse,
  errors: [404],
});
