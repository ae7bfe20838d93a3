import type { TOrderCard, TOrderDetail, TOrderStatus, TPaymentStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// Words and numbers of the order pages, kept pure so they are tested without a browser.

const PAYMENT_STATUS_LABEL: Record<TPaymentStatus, string> = {
  pending: m.orders_pay_pending(),
  paid: m.orders_pay_paid(),
  failed: m.orders_pay_failed(),
  refund_due: m.orders_pay_refund_due(),
  refunded: m.orders_pay_refunded(),
};

/** What the shopper should read about the payment: cash on delivery is not "pending". */
export function paymentStatusText(
  order: Pick<TOrderCard, 'paymentMethod' | 'paymentStatus'> & { status?: TOrderStatus },
): string {
  // Nothing was taken and nothing is owed: "pending" would read as a debt.
  if (order.status === 'cancelled' && order.paymentStatus === 'pending') return m.orders_not_charged();
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'pending') return m.orders_pay_on_delivery();
  return PAYMENT_STATUS_LABEL[order.paymentStatus];
}

/**
 * An online order still waiting for its money, the same rule as the server's
 * canPay: not cancelled, not cash on delivery, payment pending or failed. On the detail page the
 * server's canPay flag decides; the listing has no flags, so it uses this.
 */
export function needsPayment(order: Pick<TOrderCard, 'status' | 'paymentMethod' | 'paymentStatus'>): boolean {
  if (order.status === 'cancelled' || order.paymentMethod === 'cod') return false;
  return order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
}

export type Tone = 'neutral' | 'progress' | 'success' | 'danger' | 'warning';

/** Who reads an order: the shopper on their order pages, or the store on its dashboard. */
export type OrderViewer = 'customer' | 'staff';

const STATUS_TONE: Record<TOrderStatus, Tone> = {
  placed: 'neutral',
  confirmed: 'progress',
  preparing: 'progress',
  out_for_delivery: 'progress',
  delivered: 'success',
  cancelled: 'danger',
};

/** A placed order waits for the store: to the store it is "your move", to the shopper just news. */
export function statusTone(status: TOrderStatus, viewer: OrderViewer = 'customer'): Tone {
  return viewer === 'staff' && status === 'placed' ? 'warning' : STATUS_TONE[status];
}

export function paymentTone(
  order: Pick<TOrderCard, 'paymentMethod' | 'paymentStatus'> & { status?: TOrderStatus },
): Tone {
  if (order.paymentStatus === 'paid') return 'success';
  if (order.status === 'cancelled' && order.paymentStatus === 'pending') return 'neutral';
  if (order.paymentStatus === 'failed') return 'danger';
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'pending') return 'neutral';
  return 'warning';
}

/** "Express delivery", or "Standard delivery": the method's name once, whatever it is called. */
export const deliveryLabel = (method: string) =>
  /delivery/i.test(method) ? method : m.orders_method_delivery({ method });

export type MoneyLine = { key: string; label: string; amount: number; sign: 1 | -1; strong?: boolean };

/**
 * The money lines of an order exactly as the server computed them (prices are never worked out
 * here). Charges and reductions that are zero are left out, except delivery,
 * which a shopper expects to see even when it is free.
 */
export function moneyLines(
  o: Pick<
    TOrderDetail,
    'subtotal' | 'deliveryTotal' | 'discount' | 'credit' | 'total' | 'couponCode' | 'deliveryMethod'
  >,
): MoneyLine[] {
  const lines: MoneyLine[] = [{ key: 'subtotal', label: m.orders_subtotal(), amount: o.subtotal, sign: 1 }];
  // One charge for delivery, named by its method, as checkout showed it when the shopper chose it.
  lines.push({
    key: 'delivery',
    label: deliveryLabel(o.deliveryMethod.name),
    amount: o.deliveryTotal,
    sign: 1,
  });
  if (o.discount !== 0) {
    const label = o.couponCode ? m.orders_discount_coupon({ code: o.couponCode }) : m.orders_discount();
    lines.push({ key: 'discount', label, amount: o.discount, sign: -1 });
  }
  if (o.credit !== 0)
    lines.push({ key: 'credit', label: m.orders_voucher_credit(), amount: o.credit, sign: -1 });
  lines.push({ key: 'total', label: m.orders_total(), amount: o.total, sign: 1, strong: true });
  return lines;
}

export type ReturnNotice = { tone: 'success' | 'error' | 'info'; text: string } | null;

/**
 * The ?status a payment return adds to the URL is only a hint (contract: "shown, never
 * trusted"): the order's own paymentStatus from the server says whether money arrived.
 */
export function paymentReturnNotice(
  hint: string | null,
  paymentStatus: TPaymentStatus,
  /** Who prepares the order: "the bakery" for cakes, "the shop" for a mix. */
  place: string = m.orders_the_shop(),
): ReturnNotice {
  if (!hint) return null;
  if (paymentStatus === 'paid') return { tone: 'success', text: m.orders_return_paid({ place }) };
  const h = hint.toLowerCase();
  if (
    h === 'failed' ||
    h === 'failure' ||
    h === 'cancelled' ||
    h === 'canceled' ||
    paymentStatus === 'failed'
  ) {
    return {
      tone: 'error',
      text: m.orders_return_failed(),
    };
  }
  if (h === 'success' || h === 'paid' || h === 'completed') {
    return {
      tone: 'info',
      text: m.orders_return_confirming(),
    };
  }
  return null;
}

export { pageFromSearch } from '~/lib/route-data';

/**
 * Page numbers to offer: the first, the last, and the current one with its neighbours; gaps
 * become null (drawn as "…"). [1, null, 4, 5, 6, null, 12]
 */
export function pageItems(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const keep = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  if (current <= 3) for (const p of [2, 3, 4]) keep.add(p);
  if (current >= total - 2) for (const p of [total - 3, total - 2, total - 1]) keep.add(p);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/** How many people an order goes to: each person's delivery is one part or more. */
export const peopleIn = (order: Pick<TOrderDetail, 'parts'>) =>
  new Set(order.parts.map((p) => p.recipient.drop)).size;
