import { STAFF_TICKET_STATUS_LABEL, type TTicketMessage, type TTicketStatus } from '@upahar/contract';

// Small pieces the support queue and a ticket's page share.

const TONE: Record<TTicketStatus, string> = {
  open: 'bg-berry-soft text-berry-dark',
  waiting: 'bg-cream-deep text-cocoa',
  closed: 'bg-success-soft text-success',
};

export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {STAFF_TICKET_STATUS_LABEL[status]}
    </span>
  );
}

/** Who wrote, as the team reads it: the customer, one of the shop's staff, or a store. */
export const SIDE_LABEL: Record<TTicketMessage['side'], string> = {
  customer: 'Customer',
  staff: 'Upahar staff',
  store: 'Store',
};

/** The same within a sentence ("Bikash, store"). */
export const SIDE_WORD: Record<TTicketMessage['side'], string> = {
  customer: 'customer',
  staff: 'Upahar staff',
  store: 'store',
};
