import { ZComplaintParams } from '../earnings.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZComplaintStatusBody } from '../order.ts';
import {
  ZDashboardOrderResponse,
  ZDashboardOrdersQuery,
  ZDashboardOrdersResponse,
  ZOrderStatusBody,
  ZPartIdParams,
  ZUndoStepBody,
} from '../order-dashboard.ts';

// Store owners and admins work on parts of orders (one per store): a seller sees the parts of the
// stores they own, an admin every part; any other part answers 404.
const dashboardOrders = { surface: 'dashboard', tag: 'dashboard orders', access: 'staff' } as const;

export const listDashboardOrders = defineEndpoint({
  ...dashboardOrders,
  id: 'listDashboardOrders',
  method: 'GET',
  path: '/orders',
  summary:
    'A page of the order parts the seller or admin looks after (one per store and order), newest first, optionally of one status',
  query: ZDashboardOrdersQuery,
  response: ZDashboardOrdersResponse,
});

export const getDashboardOrder = defineEndpoint({
  ...dashboardOrders,
  id: 'getDashboardOrder',
  method: 'GET',
  path: '/orders/:id',
  summary: 'One part of an order in full, as its store sees it',
  params: ZPartIdParams,
  response: ZDashboardOrderResponse,
  errors: [404],
});

export const changeOrderStatus = defineEndpoint({
  ...dashboardOrders,
  id: 'changeOrderStatus',
  auditLabel: 'Moved an order along',
  method: 'POST',
  path: '/orders/:id/status',
  summary:
    "Move a part of an order to its next status, or cancel it, and e-mail the customer; 403 when a packer cancels (the store's owner, a manager or an admin may), 409 for a move its status does not allow, or for marking it delivered before its delivery date without early: true",
  params: ZPartIdParams,
  body: ZOrderStatusBody,
  response: ZDashboardOrderResponse,
  errors: [403, 404, 409],
});

export const undoOrderStep = defineEndpoint({
  ...dashboardOrders,
  id: 'undoOrderStep',
  auditLabel: "Took back an order's last step",
  method: 'POST',
  path: '/orders/:id/undo',
  summary:
    "Take a part's last step back (being prepared, out for delivery or delivered) within a few minutes of it, by whoever may move the part; taking back a delivery reverses what it wrote to the stores' ledger and the cash marked collected. 409 when the step is not the last, the time is up, or money was already given back, complained about or put on a statement",
  params: ZPartIdParams,
  body: ZUndoStepBody,
  response: ZDashboardOrderResponse,
  errors: [404, 409],
});

export const setComplaintStatus = defineEndpoint({
  ...dashboardOrders,
  id: 'setComplaintStatus',
  auditLabel: "Changed a complaint's status",
  method: 'POST',
  path: '/orders/:id/complaints/:complaintId/status',
  summary:
    "Admins: mark a complaint about the order as being looked into, or resolved without a refund (settling it in the customer's favour is settleComplaint)",
  params: ZComplaintParams,
  body: ZComplaintStatusBody,
  response: ZDashboardOrderResponse,
  errors: [403, 404, 409],
});

export const deliverWithProof = defineEndpoint({
  ...dashboardOrders,
  id: 'deliverWithProof',
  auditLabel: 'Marked an order delivered with a proof',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/orders/:id/deliver',
  summary:
    'Mark a part that is out for delivery as delivered, with its proof, as multipart/form-data: a "photo" (JPEG, PNG or WebP; required from the store\'s team, optional for admins), receivedBy, deliveredAt (ISO time, not in the future nor before the part went out; now when left out), lat and lng (both or neither) and early ("true" before the delivery date). Same rules and e-mail as changeOrderStatus; 413 too large, 415 not an image',
  params: ZPartIdParams,
  response: ZDashboardOrderResponse,
  errors: [403, 404, 409, 413, 415],
});
