// What other modules may use of the wishlist; everything else in this folder is its own business.
export { wishlistRoutes } from './storefront.routes.ts';
