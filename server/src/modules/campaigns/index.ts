// Campaigns, their offers and flash sales: the deals other modules price by, the flash-sale stock
// an order takes, and the pages and dashboard screens. Everything else here is its own business.

export { campaignDashboardRoutes } from './dashboard.routes.ts';
export { FLASH_LIMIT, FLASH_SOLD_OUT, takeFlashSales } from './flash-stock.ts';
export { type DealQuery, dealsFor, type LineDeal, publicDeal } from './pricing.ts';
export { campaignRoutes } from './storefront.routes.ts';
