// What other modules may use of reviews, questions and comments; everything else in this folder
// is its own business.
export { communityDashboardRoutes } from './dashboard.routes.ts';
export { communityRoutes } from './storefront.routes.ts';
