// What other modules may use of payments; everything else in this folder is its own business.
export { isPaymentMethodEnabled } from './methods.ts';
export { paymentRoutes } from './storefront.routes.ts';
