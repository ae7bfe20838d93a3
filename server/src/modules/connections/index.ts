// What other modules may use of connections between shoppers; everything else in this folder is
// its own business.
export { sendConnectionDigests } from './digest.ts';
export { connectionRoutes } from './storefront.routes.ts';
