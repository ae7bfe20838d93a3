// What other modules may use of following stores; everything else in this folder is its own business.

export { dropFollow, listFollows } from './service.ts';
export { followRoutes } from './storefront.routes.ts';
