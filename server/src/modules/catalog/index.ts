// What other modules may use of the catalogue (product cards, listing filters and facets, its
// routes); everything else in this folder is its own business.
export { cardColumns, col, isUuid, toCard } from './cards.ts';
export { catalogChanged } from './changed.ts';
export { storeDashboardRoutes } from './dashboard.routes.ts';
export { datedCards } from './earliest.ts';
export { emptyFilterBox, filterBox, rowsOf, type Summary, summarySql } from './facets.ts';
export { arrivesBy, filterWhere, poundFits } from './filter-query.ts';
export { cardsIn, inLanguage } from './language.ts';
export { assertArriveBy, priceOfQuery } from './listing.ts';
export { orderBy } from './listing-query.ts';
export { onSale } from './on-sale.ts';
export { cardPage, intLiteral, withSummary } from './page-query.ts';
export {
  deleteProductImage,
  deleteProductOccasions,
  insertProduct,
  insertProductImage,
  insertProductOccasions,
  setProductImageOrder,
  updateProduct,
} from './product-rows.ts';
export {
  countOrderSales,
  recountSales,
  SALES_WINDOW_DAYS,
  setSoldCountsFromWindow,
  uncountPartSales,
} from './sales.ts';
export { ACCESSORY_TAG } from './sections.ts';
export { latest, type SitemapEntry, type SitemapSource } from './seo.ts';
export { seoRoutes } from './site.routes.ts';
export { restockPart, takeStock } from './stock.ts';
export {
  insertStore,
  setStoreRating,
  updateStorePage,
  updateStoreTerms,
} from './store-rows.ts';
export { catalogRoutes } from './storefront.routes.ts';
export { isBotAgent } from './views.ts';
