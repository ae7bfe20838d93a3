import type {
  TOrderDetail,
  TPaymentMethod,
  TPaymentMethodId,
  TPaymentStatus,
  TPlacedOrder,
  TPlaceOrderBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { CheckoutChoice } from './choice';
import { placeDrops } from './gift-drops';

// Step 3 and the confirmation page's rules that do not need React.

/**
 * The place-order body (contract ZPlaceOrderBody), or null while step 2 is unfinished or no
 * summary total is shown yet: the order is only placed at the total the shopper saw.
 */
export function placeOrderBody(
  c: CheckoutChoice,
  items: readonly string[],
  note: string,
  shownTotal: number | null,
): (TPlaceOrderBody & { paymentMethod: TPaymentMethodId }) | null {
  if (
    shownTotal === null ||
    c.addressId === null ||
    c.methodId === null ||
    c.slotId === null ||
    !c.date ||
    c.paymentMethod === null
  ) {
    return null;
  }
  const drops = placeDrops(c.drops);
  if (drops === null) return null;
  return {
    cartItems: [...items],
    addressId: c.addressId,
    deliveryMethodId: c.methodId,
    timeSlotId: c.slotId,
    deliveryDate: c.date,
    paymentMethod: c.paymentMethod,
    useCredit: c.useCredit,
    note: note.trim(),
    giftMessage: c.giftMessage.trim(),
    hideSender: c.hideSender,
    drops,
    expectedTotal: shownTotal,
  };
}

/** The chosen method when it is still offered, else the server's default, else the first. */
export function pickPaymentMethod(
  methods: readonly Pick<TPaymentMethod, 'id'>[],
  chosen: TPaymentMethodId | null,
  fallback: TPaymentMethodId,
): TPaymentMethodId | null {
  if (chosen && methods.some((m) => m.id === chosen)) return chosen;
  if (methods.some((m) => m.id === fallback)) return fallback;
  return methods[0]?.id ?? null;
}

export function confirmationPath(orderId: string, status?: 'success' | 'failed'): string {
  const q = new URLSearchParams({ orderId });
  if (status) q.set('status', status);
  return `/order-confirmation?${q}`;
}

/** After place-order: cash goes straight to the thank-you page, an online method pays first. */
export const nextAfterPlaced = (placed: Pick<TPlacedOrder, 'paymentRequired'>): 'pay' | 'confirm' =>
  placed.paymentRequired ? 'pay' : 'confirm';

const PAYMENT_STATUS_LABEL: Record<TPaymentStatus, string> = {
  pending: m.checkout_pay_not_paid_yet(),
  paid: m.checkout_pay_paid(),
  failed: m.checkout_pay_failed(),
  refund_due: m.checkout_pay_refund_on_way(),
  refunded: m.checkout_pay_refunded(),
};

/** Null for cash that is due at the door: "Cash on delivery" already says so ("Not paid yet" would alarm). */
export function paymentStatusLabel(method: TPaymentMethodId, status: TPaymentStatus): string | null {
  return method === 'cod' && status === 'pending' ? null : PAYMENT_STATUS_LABEL[status];
}

export type PaymentState =
  /** Nothing to pay online: cash on delivery. */
  | 'cod'
  | 'paid'
  /** The gateway has not decided yet (its return said "pending"): the page asks it again. */
  | 'waiting'
  /** The gateway said no (or its return said "failed"). */
  | 'failed'
  /** Online, not paid yet (the shopper came back before paying, or the gateway is still checking). */
  | 'unpaid'
  /** Cancelled or refunded: nothing to pay. */
  | 'closed';

/**
 * What the confirmation page says about paying. The `status` in the URL comes from the gateway's
 * return and is only a hint (anyone can type it): "paid" needs the server's paymentStatus, and
 * "Try paying again" is offered only when the server says the order can still be paid (canPay).
 */
export function paymentState(
  order: Pick<TOrderDetail, 'paymentMethod' | 'paymentStatus' | 'status'>,
  statusParam: string | null,
): PaymentState {
  if (order.paymentStatus === 'paid') return 'paid';
  if (
    order.paymentStatus === 'refund_due' ||
    order.paymentStatus === 'refunded' ||
    order.status === 'cancelled'
  ) {
    return 'closed';
  }
  // Before "cod": a cash order can be paid online later, and the method changes only once paid.
  if (order.paymentStatus === 'pending' && statusParam === 'pending') return 'waiting';
  if (order.paymentMethod === 'cod') return 'cod';
  if (order.paymentStatus === 'failed' || statusParam === 'failed') return 'failed';
  return 'unpaid';
}

/** When the waiting page asks the gateway again (ms after the previous answer); then it waits for a click. */
export const PAYMENT_RECHECK_DELAYS = [0, 3_000, 5_000, 8_000, 12_000, 20_000] as const;
