// What other modules may use of sellers' earnings; everything else in this folder is its own business.
export { earningsDashboardRoutes } from './dashboard.routes.ts';
export {
  balanceOf,
  postCancellationFee,
  postComplaint,
  postDelivery,
  reversePart,
  undoDelivery,
} from './posting.ts';
export { reconcile } from './reconciliation.ts';
export { makeStatements, partOnStatement } from './statements.ts';
