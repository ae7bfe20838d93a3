// Campaigns, their offers and flash sales: the flash-sale stock an order takes, and the pages
// and dashboard screens (what a deal costs is the deals module's). The rest is its own business.

export { campaignDashboardRoutes } from './dashboard.routes.ts';
export { lockCartFlashSales, takeFlashSales } from './flash-stock.ts';
export { pruneUnusedCampaignPictures } from './prune-pictures.ts';
export { campaignSitemapEntries } from './sitemap.ts';
export { campaignRoutes } from './storefront.routes.ts';
