// What other modules may use of quizzes; everything else in this folder is its own business.
export { quizDashboardRoutes } from './dashboard.routes.ts';
export { quizSitemapEntries } from './sitemap.ts';
export { quizRoutes } from './storefront.routes.ts';
