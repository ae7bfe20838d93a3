import type { TStaffReplyBody, TStaffTicketChangeBody, TStaffTicketsQuery } from '@upahar/contract';
import {
  changeStaffTicket,
  getStaffTicket,
  listStaffTickets,
  replyStaffTicket,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The support queue under the dashboard API: admins see every ticket, store people theirs.

export const fetchStaffTickets = (query: TStaffTicketsQuery, signal?: AbortSignal) =>
  callApi(listStaffTickets, { query }, { signal });
export const fetchStaffTicket = (id: string, signal?: AbortSignal) =>
  callApi(getStaffTicket, { params: { id } }, { signal }).then((r) => r.data);
export const replyToTicket = (id: string, body: TStaffReplyBody) =>
  callApi(replyStaffTicket, { params: { id }, body });
export const changeTicket = (id: string, body: TStaffTicketChangeBody) =>
  callApi(changeStaffTicket, { params: { id }, body });
