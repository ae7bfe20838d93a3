// Contests: the shop's public pages and shoppers' entries and votes, the admins' desk, and the
// hourly pass's publishing of results. Everything else in this folder is its own business.

export { contestDashboardRoutes } from './dashboard.routes.ts';
export { pruneEntryViews } from './enter.ts';
export { publishDueResults } from './results.ts';
export { contestSitemapEntries } from './sitemap.ts';
export { contestRoutes } from './storefront.routes.ts';
