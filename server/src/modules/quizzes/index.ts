// What other modules may use of quizzes; everything else in this folder is its own business.
export { quizDashboardRoutes } from './dashboard.routes.ts';
export { quizRoutes } from './storefront.routes.ts';
