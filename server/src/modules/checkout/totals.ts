import { formatPrice, type TCheckoutSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { AppError } from '../../lib/errors.ts';

// The arithmetic of a checkout, shared by the summary and place-order so they can never
// disagree. All amounts are integer paisa computed on the server.

export type TotalsInput = {
  subtotal: number;
  deliveryCharge: number;
  methodCharge: number;
  /** Never more than the subtotal (couponDiscount caps it at the items it applies to). */
  discount: number;
  creditBalance: number;
  useCredit: boolean;
  couponCode: string | null;
  couponProblem: string | null;
  labels: { location: string | null; method: string | null };
};

/**
 * "Express delivery to Thamel": one line for the location's charge and the method's surcharge
 * together, so it reads as the one price the shopper saw on the method they picked.
 */
function deliveryLabel({ location, method }: TotalsInput['labels']): string | null {
  // Place and method names are shown as stored.
  if (location !== null && method !== null) return m.checkout_line_method_to({ method, place: location });
  if (location !== null) return m.checkout_line_delivery_to({ place: location });
  if (method !== null) return m.checkout_line_method({ method });
  return null;
}

/**
 * Summary lines add up to the total: the discount and the credit are negative amounts. Credit
 * pays at most what is left to pay, so the total is never below zero.
 */
export function computeTotals(i: TotalsInput): TCheckoutSummary {
  const discount = Math.min(i.discount, i.subtotal);
  const deliveryTotal = i.deliveryCharge + i.methodCharge;
  const due = i.subtotal + deliveryTotal - discount;
  const credit = i.useCredit ? Math.max(0, Math.min(i.creditBalance, due)) : 0;
  const total = due - credit;
  const lines: TCheckoutSummary['lines'] = [
    { kind: 'subtotal', label: m.checkout_subtotal(), amount: i.subtotal },
  ];
  const label = deliveryLabel(i.labels);
  if (label !== null) lines.push({ kind: 'delivery', label, amount: deliveryTotal });
  if (i.couponCode !== null && i.couponProblem === null) {
    lines.push({
      kind: 'discount',
      label: m.checkout_coupon_line({ code: i.couponCode }),
      amount: -discount,
    });
  }
  if (credit > 0) lines.push({ kind: 'credit', label: m.checkout_line_voucher_credit(), amount: -credit });
  lines.push({ kind: 'total', label: m.checkout_total(), amount: total });
  return {
    lines,
    subtotal: i.subtotal,
    deliveryTotal,
    deliveryCharge: i.deliveryCharge,
    methodCharge: i.methodCharge,
    discount,
    credit,
    total,
    couponCode: i.couponCode,
    couponProblem: i.couponProblem,
    creditBalance: i.creditBalance,
  };
}

/**
 * The order costs what the shopper was shown, or it is refused: between the summary and the click
 * a flash sale may sell out, a campaign end or a price change, and nobody agreed to the new total.
 */
export function assertTotalAsShown(expected: number, total: number) {
  if (expected === total) return;
  const message = m.errors_checkout_total_changed({
    total: formatPrice(total),
    expected: formatPrice(expected),
  });
  throw new AppError('total_changed', message, 409, { expectedTotal: [message] });
}
