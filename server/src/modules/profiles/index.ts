// What other modules may use of public profiles; everything else in this folder is its own business.
export { profileRoutes } from './storefront.routes.ts';
