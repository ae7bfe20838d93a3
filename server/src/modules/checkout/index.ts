// What other modules may use of checkout; everything else in this folder is its own business.

export { couponDashboardRoutes } from './dashboard.routes.ts';
export { releasePartHolds } from './holds.ts';
export { partRows, splitMoney } from './split-parts.ts';
export { checkoutRoutes } from './storefront.routes.ts';
export { creditBalance } from './vouchers.ts';
