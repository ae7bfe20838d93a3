import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZOrderCard, ZOrderDetail, ZOrderId } from './order.ts';
import { ZOrderStatus } from './order-status.ts';

// Dashboard (/api/dashboard/v1): a store's team and admins move orders along ORDER_TRANSITIONS;
// cancelling is left to owners, managers and admins.
export const ZDashboardOrdersQuery = z.object({
  page: numeric(z.number().int().min(1).max(10_000)).default(1),
  status: ZOrderStatus.optional(),
  /** Words in the order's or the part's number, or the customer's name. */
  q: zText().trim().max(100, 'Keep the search under 100 characters').optional(),
});
/** What the kitchen needs from a line without opening the order: weight, flavour and the message. */
export const ZDashboardOrderLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  optionsLabel: z.string(),
  message: z.string(),
});
/**
 * The part's last step while it may still be taken back (STEP_BACK, UNDO_WINDOW_MINUTES): from
 * its status now to the one before, and how long is left, counted by the server so that a phone
 * whose clock is wrong still shows the right time.
 */
export const ZOrderUndo = z.object({
  from: ZOrderStatus,
  to: ZOrderStatus,
  secondsLeft: z.number().int().min(0),
});
export type TOrderUndo = z.infer<typeof ZOrderUndo>;
/** What the store's card and its opened detail both carry about moving the part along. */
const staffPartFields = {
  /** Whose rider takes it to the door (the store's or Upahar's), fixed as it goes out; else null. */
  rider: z.enum(['shop', 'store']).nullable(),
  undo: ZOrderUndo.nullable(),
};
/**
 * A store sees its part of an order: number, status, money and slot are the part's; orderId and
 * orderNumber name the whole order the shopper placed.
 */
export const ZDashboardOrderCard = ZOrderCard.extend({
  partId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  /**
   * Whether the viewer may cancel this part: an admin, or the store's owner or a manager.
   * Cancelling is a money action, so a packer moves orders along but never cancels.
   */
  mayCancel: z.boolean(),
  lines: z.array(ZDashboardOrderLine),
  ...staffPartFields,
});
export type TDashboardOrderCard = z.infer<typeof ZDashboardOrderCard>;
export const ZDashboardOrdersResponse = success(z.object({ orders: z.array(ZDashboardOrderCard) }));
export const ZOrderIdParams = z.object({ id: ZOrderId });
export const ZPartIdParams = z.object({ id: z.uuid('Choose one of your orders') });
export const ZOrderStatusBody = z.object({
  status: ZOrderStatus,
  note: zText().trim().max(500, 'Keep the note under 500 characters').default(''),
  /**
   * Marking a part delivered before its delivery date (Nepal time) is refused with 409 unless
   * this says it really was delivered early; other steps ignore it.
   */
  early: z.boolean({ error: 'early is true or false' }).default(false),
});
/** The step being taken back: the part's status as the page showed it, so it is never two. */
export const ZUndoStepBody = z.object({ status: ZOrderStatus });
/** One part as its store sees it: the lines, money and timeline are the part's alone. */
export const ZDashboardOrderDetail = ZOrderDetail.extend({
  partId: z.string(),
  orderNumber: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  customerName: z.string(),
  /** What this part gave back after delivery (a full refund, settled complaints). */
  refundedPaisa: z.number().int(),
  /** Admins only, on a delivered part not refunded in full yet. */
  mayRefund: z.boolean(),
  /** Admins only, on a delivered part with money left to give back. */
  maySettle: z.boolean(),
  ...staffPartFields,
});
export type TDashboardOrderDetail = z.infer<typeof ZDashboardOrderDetail>;
export const ZDashboardOrderResponse = success(z.object({ order: ZDashboardOrderDetail }));
