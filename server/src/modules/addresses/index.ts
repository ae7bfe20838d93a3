// What other modules may use of delivery addresses; everything else in this folder is its own business.
export { findUserAddress } from './service.ts';
export { addressRoutes } from './storefront.routes.ts';
