// What other modules may use of selling on Upahar; everything else in this folder is its own business.
export { sellerDashboardRoutes } from './dashboard.routes.ts';
export { sniffDocumentType } from './documents.ts';
export { pruneUnsentDocuments } from './prune.ts';
export { sellerRoutes } from './storefront.routes.ts';
