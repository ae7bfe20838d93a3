// What other modules may use of the catalogue (product cards, listing filters and facets, its
// routes); everything else in this folder is its own business.
export { cardColumns, col, isUuid, toCard } from './cards.ts';
export { filterBox, rowsOf, type Summary, summarySql } from './facets.ts';
export { filterWhere, orderBy } from './listing-query.ts';
export { cardPage, withSummary } from './page-query.ts';
export { seoRoutes } from './site.routes.ts';
export { catalogRoutes } from './storefront.routes.ts';
