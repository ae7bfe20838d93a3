import {
  formatNumber,
  formatPrice,
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAYMENT_METHOD_NAMES,
  type TOrderStatus,
  type TPaymentMethodId,
  type TPaymentStatus,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The words and rules of the store owner's order page, kept pure so they are tested without a
// browser. What may happen next comes only from ORDER_TRANSITIONS: the server
// refuses anything else with 409, so the page never offers a button the server would refuse.

/** Button text per target status: the verb a store owner would say, stable for accessible names. */
const MOVE_LABEL: Record<Exclude<TOrderStatus, 'placed'>, string> = {
  confirmed: m.orders_move_confirm(),
  preparing: m.orders_move_preparing(),
  out_for_delivery: m.orders_move_out(),
  delivered: m.orders_move_delivered(),
  cancelled: m.orders_move_cancel(),
};

export type Move = { to: TOrderStatus; label: string; kind: 'forward' | 'cancel' };

/**
 * The moves an order in this status allows, forward steps first and cancelling last. Cancelling
 * only for those the server lets cancel (`mayCancel`: owners, managers and admins, not packers).
 */
export function nextMoves(status: TOrderStatus, mayCancel = true): Move[] {
  const allowed = ORDER_TRANSITIONS[status].filter((to) => mayCancel || to !== 'cancelled');
  const moves = allowed.map(
    (to): Move => ({
      to,
      label: to === 'placed' ? ORDER_STATUS_LABEL[to] : MOVE_LABEL[to],
      kind: to === 'cancelled' ? 'cancel' : 'forward',
    }),
  );
  return moves.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'cancel' ? 1 : -1));
}

/** The filter in ?status: a known status, anything else (or nothing) is "All". */
export function statusFromSearch(value: string | null): TOrderStatus | undefined {
  return ORDER_STATUSES.find((s) => s === value);
}

/** The list's address for a filter and page; page 1 and "All" stay out of the URL. */
export function ordersHref(status: TOrderStatus | undefined, page = 1, q = ''): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/dashboard/orders${qs ? `?${qs}` : ''}`;
}

export const FILTERS: { status: TOrderStatus | undefined; label: string }[] = [
  { status: undefined, label: m.orders_filter_all() },
  ...ORDER_STATUSES.map((s) => ({ status: s, label: ORDER_STATUS_LABEL[s] })),
];

const PAYMENT_STATUS_LABEL: Record<TPaymentStatus, string> = {
  pending: m.orders_staff_pay_pending(),
  paid: m.orders_staff_pay_paid(),
  failed: m.orders_staff_pay_failed(),
  refund_due: m.orders_staff_pay_refund_due(),
  refunded: m.orders_staff_pay_refunded(),
};

/** "eSewa · paid", "Cash on delivery · to collect": what the store must know about the money. */
export function paymentText(o: {
  status: TOrderStatus;
  paymentMethod: TPaymentMethodId;
  paymentStatus: TPaymentStatus;
}): string {
  const method = PAYMENT_METHOD_NAMES[o.paymentMethod];
  // Pending money on a cancelled order was never taken, and nothing will be collected.
  if (o.paymentStatus === 'pending' && o.status === 'cancelled')
    return m.orders_staff_not_charged({ method });
  // A pending cash order is not a problem: the rider collects it at the door.
  if (o.paymentStatus === 'pending' && o.paymentMethod === 'cod')
    return m.orders_staff_to_collect({ method });
  return m.orders_staff_pay_text({ method, status: PAYMENT_STATUS_LABEL[o.paymentStatus] });
}

/** Said to a packer where the owner could cancel: why there is no Cancel button. */
export const CANCEL_LEFT_TO_OTHERS = m.orders_cancel_left_to_others();

/** Whether to tell this viewer that someone else cancels: a packer, on an order that still can be. */
export const cancelLeftToOthers = (status: TOrderStatus, mayCancel: boolean) =>
  !mayCancel && ORDER_TRANSITIONS[status].includes('cancelled');

const CANCEL_REASON_MIN = 3;
export const NOTE_MAX = 500;

/** The reason a store gives for cancelling: the customer reads it, so it must say something. */
export function cancelReasonError(reason: string): string | null {
  const text = reason.trim();
  if (text.length < CANCEL_REASON_MIN) return m.orders_cancel_reason_needed();
  if (text.length > NOTE_MAX) return m.orders_reason_too_long({ max: formatNumber(NOTE_MAX) });
  return null;
}

const RIDER: Record<'shop' | 'store', string> = {
  store: m.orders_rider_store(),
  shop: m.orders_rider_shop(),
};

/**
 * What marking the part delivered says about its money, for the store to confirm: cash on
 * delivery means the rider took the customer's cash (the part is then paid); an online payment
 * either came or there is nothing to collect.
 */
export function deliveryMoney(o: {
  paymentMethod: TPaymentMethodId;
  paymentStatus: TPaymentStatus;
  total: number;
  rider: 'shop' | 'store' | null;
}): { text: string; cash: boolean } {
  const method = PAYMENT_METHOD_NAMES[o.paymentMethod];
  if (o.paymentMethod === 'cod' && o.paymentStatus === 'pending')
    return {
      text: m.orders_cash_paid_to({
        amount: formatPrice(o.total),
        rider: o.rider ? RIDER[o.rider] : m.orders_rider_the(),
      }),
      cash: true,
    };
  if (o.paymentStatus === 'paid')
    return {
      text: o.paymentMethod === 'cod' ? m.orders_cash_recorded() : m.orders_paid_online_with({ method }),
      cash: false,
    };
  return {
    text: m.orders_not_confirmed_payment({ method }),
    cash: false,
  };
}

/** "Undo “Delivered”", "back to Out for delivery": the button and where the part returns. */
export const undoLabel = (from: TOrderStatus) => m.orders_undo({ status: ORDER_STATUS_LABEL[from] });
