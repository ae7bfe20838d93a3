// What other modules may use of coupons; everything else in this folder is its own business.
export { couponDashboardRoutes } from './dashboard.routes.ts';
export { giveBackCoupon, insertCoupon, spendCoupon } from './redemptions.ts';
