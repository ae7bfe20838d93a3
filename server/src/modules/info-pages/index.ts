// What other modules may use of the information pages; everything else in this folder is its own business.
export { infoPageDashboardRoutes } from './dashboard.routes.ts';
export { infoPageSitemapEntries } from './sitemap.ts';
export { infoPageRoutes } from './storefront.routes.ts';
