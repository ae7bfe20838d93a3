import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { COMPLAINT_IMAGES_MAX, ZUploadedImage } from './order.ts';

// Support tickets: a signed-in shopper writes to the shop about anything (an order, a payment,
// the account), and the shop's staff, or the store whose order it is, answer in the same thread.
// A ticket is open while the shop owes an answer, waiting while the shopper does, and closed
// when settled; a reply from the shopper opens it again.

export const TICKET_CATEGORIES = [
  'order',
  'delivery',
  'payment',
  'refund',
  'product',
  'account',
  'other',
] as const;
export const TICKET_STATUSES = ['open', 'waiting', 'closed'] as const;
export type TTicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORY_LABEL: Record<TTicketCategory, string> = {
  order: m.support_category_order(),
  delivery: m.support_category_delivery(),
  payment: m.support_category_payment(),
  refund: m.support_category_refund(),
  product: m.support_category_product(),
  account: m.support_category_account(),
  other: m.support_category_other(),
};
/** As the shopper reads it. */
export const TICKET_STATUS_LABEL: Record<TTicketStatus, string> = {
  open: m.support_status_open(),
  waiting: m.support_status_waiting(),
  closed: m.support_status_closed(),
};
/** As the staff read it. */
export const STAFF_TICKET_STATUS_LABEL: Record<TTicketStatus, string> = {
  open: m.support_status_open(),
  waiting: m.support_staff_status_waiting(),
  closed: m.support_status_closed(),
};

export const TICKETS_PER_PAGE = 10;
export const STAFF_TICKETS_PER_PAGE = 20;
/** As many pictures as a complaint takes: both are sent through the same picker. */
export const TICKET_IMAGES_MAX = COMPLAINT_IMAGES_MAX;
/** Open and waiting tickets one shopper may have at once; closing one makes room. */
export const OPEN_TICKETS_MAX = 10;
export const TICKET_MESSAGE_MAX = 4000;

const subject = zText({ error: () => m.support_v_subject() })
  .trim()
  .min(5, { error: () => m.support_v_subject_min() })
  .max(120, { error: () => m.support_v_subject_max() });
const message = (min: number) =>
  zText({ error: m.support_v_message() })
    .trim()
    .min(min, min > 1 ? m.support_v_message_min({ min: String(min) }) : m.support_v_message())
    .max(TICKET_MESSAGE_MAX, m.support_v_message_max({ max: String(TICKET_MESSAGE_MAX) }));
const imageIds = z
  .array(z.uuid({ error: () => m.support_v_image() }))
  .max(TICKET_IMAGES_MAX, { error: () => m.support_v_images_max({ max: String(TICKET_IMAGES_MAX) }) })
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const ZTicketCategory = z.enum(TICKET_CATEGORIES, { error: () => m.support_v_category() });
export const ZTicketStatus = z.enum(TICKET_STATUSES, { error: 'Choose open, waiting or closed' });

/** POST ticket: the images were uploaded first (order-upload-image). */
export const ZCreateTicketBody = z.object({
  subject,
  category: ZTicketCategory,
  message: message(10),
  orderId: z.uuid({ error: () => m.support_v_order() }).nullish(),
  imageIds,
});
export type TCreateTicketBody = z.input<typeof ZCreateTicketBody>;

/** POST reply-ticket. */
export const ZReplyTicketBody = z.object({
  ticketId: z.uuid('No such ticket'),
  message: message(1),
  imageIds,
});
export type TReplyTicketBody = z.input<typeof ZReplyTicketBody>;

export const ZTicketIdParams = z.object({ id: z.uuid('No such ticket') });

/** Who wrote a message, as the reader should see it. */
export const TICKET_AUTHOR_SIDES = ['customer', 'staff', 'store'] as const;
export const ZTicketMessage = z.object({
  id: z.string(),
  side: z.enum(TICKET_AUTHOR_SIDES),
  /** "You" is the reader's own; staff sign with their first name, stores with the store's name. */
  authorName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  images: z.array(ZUploadedImage),
  createdAt: z.string(),
});
export type TTicketMessage = z.infer<typeof ZTicketMessage>;

export const ZTicketSummary = z.object({
  id: z.string(),
  /** Short and readable, for the phone or e-mail: "T-7K3D9Q". */
  reference: z.string(),
  subject: z.string(),
  category: ZTicketCategory,
  status: ZTicketStatus,
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
  lastMessage: z.object({
    side: z.enum(TICKET_AUTHOR_SIDES),
    authorName: z.string(),
    excerpt: z.string(),
    at: z.string(),
  }),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTicketSummary = z.infer<typeof ZTicketSummary>;

export const ZTicket = ZTicketSummary.extend({ messages: z.array(ZTicketMessage) });
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketsQuery = z.object({
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export const ZTicketsResponse = success(z.object({ tickets: z.array(ZTicketSummary) }));
export const ZTicketResponse = success(ZTicket);

// The dashboard's side: the queue, one ticket with who may take it, a reply, a change.

export const ZStaffTicketsQuery = z.object({
  status: ZTicketStatus.optional(),
  /** Only those assigned to the reader. */
  mine: z
    .enum(['1', 'true', '0', 'false'], { error: 'mine is 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  q: zText().trim().max(100, 'Keep the search under 100 characters').optional(),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TStaffTicketsQuery = z.input<typeof ZStaffTicketsQuery>;

const ZPerson = z.object({ id: z.string(), name: z.string() });
export const ZStaffTicketSummary = ZTicketSummary.extend({
  customer: ZPerson.extend({ email: z.string() }),
  assignee: ZPerson.nullable(),
  /** Stores whose part of the ticket's order this is about. */
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TStaffTicketSummary = z.infer<typeof ZStaffTicketSummary>;
export const ZStaffTicket = ZStaffTicketSummary.extend({
  messages: z.array(ZTicketMessage),
  /** People this reader may assign the ticket to (admins; a store's owner and managers). */
  assignable: z.array(ZPerson),
});
export type TStaffTicket = z.infer<typeof ZStaffTicket>;
export const ZStaffTicketsResponse = success(
  z.object({
    tickets: z.array(ZStaffTicketSummary),
    /** How many are open, waiting and closed among those the reader sees (for the filters). */
    counts: z.record(ZTicketStatus, z.number().int()),
  }),
);
export const ZStaffTicketResponse = success(ZStaffTicket);

/** A staff reply; the ticket then waits for the customer unless the reply closes it. */
export const ZStaffReplyBody = z.object({
  message: message(1),
  imageIds,
  status: z.enum(['waiting', 'closed'], { error: 'Choose waiting or closed' }).default('waiting'),
});
export type TStaffReplyBody = z.input<typeof ZStaffReplyBody>;

/** Assign (null: nobody) or change the status, or both. */
export const ZStaffTicketChangeBody = z
  .object({
    status: ZTicketStatus.optional(),
    assigneeId: z.uuid('Choose someone from the list').nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.assigneeId !== undefined, 'Say what to change');
export type TStaffTicketChangeBody = z.input<typeof ZStaffTicketChangeBody>;
