// The cancellations module's read model: the tables other modules may read inside their own
// queries. Only this module writes the terms; the orders module writes the refunds in the
// transaction that cancels a part.
export {
  cancellationRefunds,
  shopCancellationTerms,
  storeCancellationTerms,
} from '../../db/schema/cancellations.ts';
