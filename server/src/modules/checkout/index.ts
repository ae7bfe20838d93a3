// What other modules may use of checkout; everything else in this folder is its own business.
export { releaseOrderHolds } from './holds.ts';
export { checkoutRoutes } from './storefront.routes.ts';
export { creditBalance } from './vouchers.ts';
