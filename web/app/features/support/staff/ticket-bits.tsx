import { STAFF_TICKET_STATUS_LABEL, type TTicketStatus } from '@upahar/contract';

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
