import { TICKET_STATUS_LABEL, type TTicketMessage, type TTicketStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// Waiting asks something of the shopper, so it stands out most; closed steps back.
const TONE: Record<TTicketStatus, string> = {
  open: 'bg-success-soft text-success',
  waiting: 'bg-berry text-white',
  closed: 'bg-cream-deep text-cocoa-soft',
};

export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {TICKET_STATUS_LABEL[status]}
    </span>
  );
}

/** Who wrote a message, as the shopper reads it. */
export function authorLabel(msg: Pick<TTicketMessage, 'side' | 'authorName' | 'mine'>): string {
  if (msg.mine) return m.support_you();
  if (msg.side !== 'staff') return msg.authorName;
  // A staff account named after the shop ("Upahar", "Upahar Admin") would read "Upahar, Upahar
  // support": it signs as the team instead.
  return /upahar/i.test(msg.authorName)
    ? m.support_upahar_support()
    : m.support_staff_of_upahar({ name: msg.authorName });
}

/** Who wrote, as the team reads it: the customer, one of the shop's staff, or a store. */
export const SIDE_LABEL: Record<TTicketMessage['side'], string> = {
  customer: m.support_side_customer(),
  staff: m.support_side_staff(),
  store: m.support_side_store(),
};

/** The same within a sentence ("Bikash, store"). */
export const SIDE_WORD: Record<TTicketMessage['side'], string> = {
  customer: m.support_side_customer_word(),
  staff: m.support_side_staff(),
  store: m.support_side_store_word(),
};
