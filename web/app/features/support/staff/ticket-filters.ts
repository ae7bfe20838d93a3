import { STAFF_TICKET_STATUS_LABEL, TICKET_STATUSES, type TTicketStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { pageFromSearch } from '~/features/staff-shell';

// The support queue's filters live in the address, so a reload, the back button and a shared
// link show the same list. Kept pure so the rules are tested without a browser.

export type TicketFilter = TTicketStatus | 'all';
export type TicketFilters = { status: TicketFilter; mine: boolean; q: string; page: number };

export const TICKETS_BASE = '/dashboard/tickets';

/** The pills in the order the team works through them; open is what needs an answer. */
export const TICKET_FILTERS: { status: TicketFilter; label: string }[] = [
  ...TICKET_STATUSES.map((s) => ({ status: s, label: STAFF_TICKET_STATUS_LABEL[s] })),
  { status: 'all', label: m.support_staff_all() },
];

/** Reads ?status, ?mine, ?q and ?page; anything unknown falls back to the open queue, page 1. */
export function ticketFiltersFrom(params: URLSearchParams): TicketFilters {
  const raw = params.get('status');
  const status: TicketFilter =
    raw === 'all' || (TICKET_STATUSES as readonly string[]).includes(raw ?? '')
      ? (raw as TicketFilter)
      : 'open';
  return {
    status,
    mine: params.get('mine') === '1',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: pageFromSearch(params.get('page')),
  };
}

/** The list's address; the defaults (open, everyone's, page 1) stay out of it. */
export function ticketsHref(f: Omit<TicketFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (f.status !== 'open') params.set('status', f.status);
  if (f.mine) params.set('mine', '1');
  if (f.q) params.set('q', f.q);
  if (f.page && f.page > 1) params.set('page', String(f.page));
  const s = params.toString();
  return s ? `${TICKETS_BASE}?${s}` : TICKETS_BASE;
}

/** What the API is asked for: "all" is no status at all. */
export function ticketsQuery(f: TicketFilters) {
  return {
    status: f.status === 'all' ? undefined : f.status,
    mine: f.mine ? ('1' as const) : undefined,
    q: f.q || undefined,
    page: f.page,
  };
}

/** The empty list's words, per filter: an empty open queue is good news. */
export function emptyTicketsText(f: TicketFilters): { title: string; text: string } {
  if (f.q) return { title: m.support_staff_none_found(), text: m.support_staff_none_match({ q: f.q }) };
  switch (f.status) {
    case 'open':
      return {
        title: m.support_staff_nothing_to_answer(),
        text: f.mine ? m.support_staff_no_open_mine() : m.support_staff_no_open(),
      };
    case 'waiting':
      return {
        title: m.support_staff_nobody_to_wait(),
        text: f.mine ? m.support_staff_no_waiting_mine() : m.support_staff_no_waiting(),
      };
    case 'closed':
      return {
        title: m.support_staff_no_closed(),
        text: f.mine ? m.support_staff_closed_here_mine() : m.support_staff_closed_here(),
      };
    default:
      return {
        title: m.support_no_tickets(),
        text: f.mine ? m.support_staff_none_mine() : m.support_staff_none_yet(),
      };
  }
}
