// What other modules may use of checkout; everything else in this folder is its own business.

export { partRows, splitMoney } from './split-parts.ts';
export { checkoutRoutes } from './storefront.routes.ts';
