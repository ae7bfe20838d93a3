// What other modules may use of search; everything else in this folder is its own business.

export { searchCatalogChanged } from './changed.ts';
export { searchRoutes } from './storefront.routes.ts';
export { refreshChangedTerms, refreshSearchTerms } from './terms.ts';
