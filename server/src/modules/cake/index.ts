// What other modules may use of the cake configurator; everything else in this folder is its own business.
export { cakeDashboardRoutes } from './dashboard.routes.ts';
export { cakePricingColumns, cakeProductColumns, loadOptionTables, productRef } from './lookup.ts';
export { priceCake } from './pricing.ts';
export { type CakeChoice, type CakeProduct, fmtPound, type OptionTables } from './rules.ts';
export { offerWholeCakeRange } from './seller.ts';
export { cakeRoutes } from './storefront.routes.ts';
