// What other modules may use of cancellation terms; everything else in this folder is its own business.
export { cancellationDashboardRoutes } from './dashboard.routes.ts';
export { termsOfStores } from './terms.ts';
