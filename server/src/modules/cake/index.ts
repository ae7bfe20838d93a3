// What other modules may use of the cake configurator; everything else in this folder is its own business.
export { cakePricingColumns, cakeProductColumns, loadOptionTables, productRef } from './lookup.ts';
export { type CakeChoice, type CakeProduct, fmtPound, type OptionTables, priceCake } from './pricing.ts';
export { cakeRoutes } from './storefront.routes.ts';
