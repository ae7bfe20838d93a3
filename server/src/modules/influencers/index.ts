// What other modules may use of influencers and reactions; everything else in this folder is its
// own business.
export { influencerDashboardRoutes } from './dashboard.routes.ts';
export { influencerSitemapEntries } from './sitemap.ts';
export { influencerRoutes } from './storefront.routes.ts';
