// What other modules may use of orders; everything else in this folder is its own business.
export { orderDashboardRoutes } from './dashboard.routes.ts';
export {
  insertOrder,
  insertOrderEvents,
  insertOrderItems,
  insertOrderParts,
  setOrderPayment,
  settlePartsPayment,
} from './order-rows.ts';
export { deliveredOrderWith } from './purchases.ts';
export { refundDashboardRoutes } from './refunds.routes.ts';
export { orderRoutes } from './storefront.routes.ts';
