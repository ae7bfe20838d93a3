// What other modules may use of support tickets; everything else in this folder is its own business.
export { supportDashboardRoutes } from './dashboard.routes.ts';
export { supportTicketRoutes } from './storefront.routes.ts';
