import { defineEndpoint } from '../endpoint.ts';
import {
  ZDashboardOrderResponse,
  ZDashboardOrdersQuery,
  ZDashboardOrdersResponse,
  ZOrderIdParams,
  ZOrderStatusBody,
} from '../order.ts';

// Store owners and admins: a seller sees the orders of the stores they own, an admin every order;
// any other order answers 404.
const dashboardOrders = { surface: 'dashboard', tag: 'dashboard orders', access: 'staff' } as const;

export const listDashboardOrders = defineEndpoint({
  ...dashboardOrders,
  id: 'listDashboardOrders',
  method: 'GET',
  path: '/orders',
  summary: 'A page of the orders the seller or admin looks after, newest first, optionally of one status',
  query: ZDashboardOrdersQuery,
  response: ZDashboardOrdersResponse,
});

export const getDashboardOrder = defineEndpoint({
  ...dashboardOrders,
  id: 'getDashboardOrder',
  method: 'GET',
  path: '/orders/:id',
  summary: 'One order in full, as its store sees it',
  params: ZOrderIdParams,
  response: ZDashboardOrderResponse,
  errors: [404],
});

export const changeOrderStatus = defineEndpoint({
  ...dashboardOrders,
  id: 'changeOrderStatus',
  method: 'POST',
  path: '/orders/:id/status',
  summary:
    'Move an order to its next status, or cancel it, and e-mail the customer; 409 for a move its status does not allow',
  params: ZOrderIdParams,
  body: ZOrderStatusBody,
  response: ZDashboardOrderResponse,
  errors: [404, 409],
});
