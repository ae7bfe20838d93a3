// What other modules may use of the store owners' product dashboard; everything else in this
// folder is its own business.
export { sellerCatalogRoutes } from './routes.ts';
