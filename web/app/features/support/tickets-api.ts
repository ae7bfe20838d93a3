import type { TCreateTicketBody, TReplyTicketBody } from '@upahar/contract';
import { closeTicket, createTicket, getTicket, listTickets, replyTicket } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// Support tickets from the shopper's browser.

export const fetchTickets = (page: number, signal?: AbortSignal) =>
  callApi(listTickets, { query: { page } }, { signal }).then((r) => ({
    tickets: r.data.tickets,
    pagination: r.meta?.pagination ?? null,
  }));
export const fetchTicket = (id: string, signal?: AbortSignal) =>
  callApi(getTicket, { params: { id } }, { signal }).then((r) => r.data);
export const sendTicket = (body: TCreateTicketBody) => callApi(createTicket, { body });
export const sendReply = (body: TReplyTicketBody) => callApi(replyTicket, { body });
export const sendClose = (id: string) => callApi(closeTicket, { params: { id } });
