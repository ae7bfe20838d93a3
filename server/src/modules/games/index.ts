// The prize games: the roulette and the treasure dig, for shoppers and for the admins.
// Everything else in this folder is its own business.

export { gameDashboardRoutes } from './dashboard.routes.ts';
export { gameSitemapEntries } from './sitemap.ts';
export { gameRoutes } from './storefront.routes.ts';
