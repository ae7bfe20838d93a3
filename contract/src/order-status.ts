import { m } from '@upahar/contract/messages';
import { z } from 'zod';

// An order's statuses, their names and the moves between them.

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES, { error: 'Choose a valid order status' });
export type TOrderStatus = z.infer<typeof ZOrderStatus>;
const STATUS_TEXT: Record<TOrderStatus, () => string> = {
  placed: m.orders_status_placed,
  confirmed: m.orders_status_confirmed,
  preparing: m.orders_status_preparing,
  out_for_delivery: m.orders_status_out_for_delivery,
  delivered: m.orders_status_delivered,
  cancelled: m.orders_status_cancelled,
};
/** A status in the language of the moment (on the server, the request's), read when written. */
export const orderStatusLabel = (status: TOrderStatus) => STATUS_TEXT[status]();
/** Every status's name, read once: for a page, whose build has one language. */
export const ORDER_STATUS_LABEL = Object.fromEntries(
  ORDER_STATUSES.map((s) => [s, orderStatusLabel(s)]),
) as Record<TOrderStatus, string>;
/** Allowed status moves. Anything else is refused with 409. */
export const ORDER_TRANSITIONS: Record<TOrderStatus, readonly TOrderStatus[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};
/** A customer may cancel only before preparation starts. */
export const CUSTOMER_CANCELLABLE: readonly TOrderStatus[] = ['placed', 'confirmed'];
