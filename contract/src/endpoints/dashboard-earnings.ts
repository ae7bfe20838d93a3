import {
  ZComplaintParams,
  ZEarningsSummaryResponse,
  ZLedgerQuery,
  ZLedgerResponse,
  ZPayoutStoresQuery,
  ZPayoutStoresResponse,
  ZPayoutsQuery,
  ZPayoutsResponse,
  ZReconciliationResponse,
  ZRecordPayoutBody,
  ZRecordPayoutResponse,
  ZRefundDeliveredBody,
  ZSettleComplaintBody,
  ZStatementParams,
  ZStatementResponse,
  ZStatementsQuery,
  ZStatementsResponse,
  ZStoreParams,
  ZStoreTermsBody,
  ZStoreTermsResponse,
} from '../earnings.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZDashboardOrderResponse, ZPartIdParams } from '../order-dashboard.ts';

// A store's earnings, for its owner and managers (packers see orders, not money) and for admins.
// The statement's CSV and PDF are plain downloads beside these:
// /stores/:storeId/earnings/statements/:id.csv and .pdf.
const earnings = { surface: 'dashboard', tag: 'dashboard earnings', access: 'staff' } as const;

export const getEarnings = defineEndpoint({
  ...earnings,
  id: 'getEarnings',
  method: 'GET',
  path: '/stores/:storeId/earnings',
  summary: "A store's balance, terms, next payout and this week's earnings",
  params: ZStoreParams,
  response: ZEarningsSummaryResponse,
  errors: [403, 404],
});

export const listLedgerEntries = defineEndpoint({
  ...earnings,
  id: 'listLedgerEntries',
  method: 'GET',
  path: '/stores/:storeId/earnings/entries',
  summary: "A store's ledger entries, newest first, by kind, days and part number",
  params: ZStoreParams,
  query: ZLedgerQuery,
  response: ZLedgerResponse,
  errors: [403, 404],
});

export const listStatements = defineEndpoint({
  ...earnings,
  id: 'listStatements',
  method: 'GET',
  path: '/stores/:storeId/earnings/statements',
  summary: "A store's weekly statements, newest first",
  params: ZStoreParams,
  query: ZStatementsQuery,
  response: ZStatementsResponse,
  errors: [403, 404],
});

export const getStatement = defineEndpoint({
  ...earnings,
  id: 'getStatement',
  method: 'GET',
  path: '/stores/:storeId/earnings/statements/:id',
  summary: 'One weekly statement with every entry of its week',
  params: ZStatementParams,
  response: ZStatementResponse,
  errors: [403, 404],
});

export const listStorePayouts = defineEndpoint({
  ...earnings,
  id: 'listStorePayouts',
  method: 'GET',
  path: '/stores/:storeId/earnings/payouts',
  summary: 'The payouts a store received, newest first',
  params: ZStoreParams,
  query: ZPayoutsQuery,
  response: ZPayoutsResponse,
  errors: [403, 404],
});

// Admins only: the routes refuse sellers with 403 after the staff check lets them in.

export const listPayoutStores = defineEndpoint({
  ...earnings,
  id: 'listPayoutStores',
  method: 'GET',
  path: '/payouts/stores',
  summary: "Admins: every store's balance and terms, the ones due first, with totals",
  query: ZPayoutStoresQuery,
  response: ZPayoutStoresResponse,
  errors: [403],
});

export const getReconciliation = defineEndpoint({
  ...earnings,
  id: 'getReconciliation',
  method: 'GET',
  path: '/payouts/reconciliation',
  summary:
    'Admins: what customers paid, less refunds, against what stores are owed, were paid and the shop kept',
  response: ZReconciliationResponse,
  errors: [403],
});

export const recordPayout = defineEndpoint({
  ...earnings,
  id: 'recordPayout',
  auditLabel: 'Recorded a payout to a store',
  method: 'POST',
  path: '/payouts',
  summary: 'Admins: record money paid to a store; never more than its balance, never while held',
  body: ZRecordPayoutBody,
  response: ZRecordPayoutResponse,
  errors: [403, 404, 409],
});

export const setStoreTerms = defineEndpoint({
  ...earnings,
  id: 'setStoreTerms',
  auditLabel: "Changed a store's terms",
  method: 'PUT',
  path: '/stores/:storeId/terms',
  summary: "Admins: a store's commission rate, who delivers its orders, and a hold on its payouts",
  params: ZStoreParams,
  body: ZStoreTermsBody,
  response: ZStoreTermsResponse,
  errors: [403, 404],
});

export const refundDeliveredPart = defineEndpoint({
  ...earnings,
  id: 'refundDeliveredPart',
  auditLabel: 'Refunded a delivered order',
  method: 'POST',
  path: '/orders/:id/refund',
  summary: "Admins: refund a delivered part in full; the store's entries for it are reversed",
  params: ZPartIdParams,
  body: ZRefundDeliveredBody,
  response: ZDashboardOrderResponse,
  errors: [403, 404, 409],
});

export const settleComplaint = defineEndpoint({
  ...earnings,
  id: 'settleComplaint',
  auditLabel: "Settled a complaint in the customer's favour",
  method: 'POST',
  path: '/orders/:id/complaints/:complaintId/settle',
  summary: "Admins: settle a complaint in the customer's favour; the store is debited with the reason",
  params: ZComplaintParams,
  body: ZSettleComplaintBody,
  response: ZDashboardOrderResponse,
  errors: [403, 404, 409],
});
