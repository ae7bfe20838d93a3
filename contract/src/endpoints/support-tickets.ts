import { defineEndpoint } from '../endpoint.ts';
import {
  ZCreateTicketBody,
  ZReplyTicketBody,
  ZStaffReplyBody,
  ZStaffTicketChangeBody,
  ZStaffTicketResponse,
  ZStaffTicketsQuery,
  ZStaffTicketsResponse,
  ZTicketIdParams,
  ZTicketResponse,
  ZTicketsQuery,
  ZTicketsResponse,
} from '../support-tickets.ts';

// Support tickets. A shopper sees only their own (anyone else's id answers 404); in the dashboard
// admins see every ticket, a store's owner and managers those about their store's orders.
const mine = { surface: 'storefront', tag: 'support tickets', access: 'user' } as const;
const staff = { surface: 'dashboard', tag: 'dashboard support tickets', access: 'staff' } as const;

export const listTickets = defineEndpoint({
  ...mine,
  id: 'listTickets',
  method: 'GET',
  path: '/support-tickets',
  summary: 'Your tickets, the latest activity first, with status and last reply, a page at a time',
  query: ZTicketsQuery,
  response: ZTicketsResponse,
});

export const getTicket = defineEndpoint({
  ...mine,
  id: 'getTicket',
  method: 'GET',
  path: '/ticket/:id',
  summary: 'One of your tickets with every message',
  params: ZTicketIdParams,
  response: ZTicketResponse,
  errors: [404],
});

export const createTicket = defineEndpoint({
  ...mine,
  id: 'createTicket',
  method: 'POST',
  path: '/ticket',
  summary:
    'Open a ticket: subject, category, message, optionally one of your orders and pictures uploaded before (order-upload-image)',
  body: ZCreateTicketBody,
  response: ZTicketResponse,
  statuses: [201],
  errors: [404, 409, 429],
});

export const replyTicket = defineEndpoint({
  ...mine,
  id: 'replyTicket',
  method: 'POST',
  path: '/reply-ticket',
  summary: 'Reply to one of your tickets (a closed one opens again)',
  body: ZReplyTicketBody,
  response: ZTicketResponse,
  errors: [404, 429],
});

export const closeTicket = defineEndpoint({
  ...mine,
  id: 'closeTicket',
  method: 'POST',
  path: '/ticket/:id/close',
  summary: 'Close one of your tickets when it is settled',
  params: ZTicketIdParams,
  response: ZTicketResponse,
  errors: [404],
});

export const listStaffTickets = defineEndpoint({
  ...staff,
  id: 'listStaffTickets',
  method: 'GET',
  path: '/tickets',
  summary:
    'The support queue: open first, then by last activity; by status, assigned to me, and subject, reference or customer',
  query: ZStaffTicketsQuery,
  response: ZStaffTicketsResponse,
});

export const getStaffTicket = defineEndpoint({
  ...staff,
  id: 'getStaffTicket',
  method: 'GET',
  path: '/tickets/:id',
  summary: 'One ticket with its messages and the people it may be assigned to',
  params: ZTicketIdParams,
  response: ZStaffTicketResponse,
  errors: [404],
});

export const replyStaffTicket = defineEndpoint({
  ...staff,
  id: 'replyStaffTicket',
  auditLabel: 'Answered a support ticket',
  method: 'POST',
  path: '/tickets/:id/reply',
  summary:
    'Answer the customer (e-mailed to them), with pictures uploaded before (order-upload-image); the ticket then waits for them, or closes',
  params: ZTicketIdParams,
  body: ZStaffReplyBody,
  response: ZStaffTicketResponse,
  errors: [404],
});

export const changeStaffTicket = defineEndpoint({
  ...staff,
  id: 'changeStaffTicket',
  auditLabel: 'Assigned or updated a support ticket',
  method: 'PATCH',
  path: '/tickets/:id',
  summary: 'Assign the ticket (or unassign it) and change its status',
  params: ZTicketIdParams,
  body: ZStaffTicketChangeBody,
  response: ZStaffTicketResponse,
  errors: [404],
});
