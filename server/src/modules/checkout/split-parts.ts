import type { TOrderStatus, TPaymentStatus } from '@upahar/contract';

// An order holding lines from several stores is delivered in parts, one per store. The shopper
// pays the order's figures once; each part carries its share of them so a store sees what its
// part is worth, and a cancelled part knows what to refund. Shares add up to the order's figures
// to the paisa.

/**
 * Splits `amount` in proportion to `weights` (largest remainder: every share is rounded down and
 * the paisa left over go to the largest fractions). All-zero weights give everything to the first.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, s) => a + s, 0);
  const byFraction = exact
    .map((x, i) => ({ i, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export type PartMoney = {
  storeId: number;
  /** "A", "B", … in the order the stores' first lines appear. */
  letter: string;
  subtotal: number;
  discount: number;
  /** The part of `discount` the store pays for (its own coupon's); the shop pays the rest. */
  storeDiscount: number;
  deliveryCharge: number;
  methodCharge: number;
  credit: number;
  total: number;
};

/**
 * The parts of an order and their money. Lines are the priced lines (free gifts count with a
 * total of 0). The coupon's discount follows what it applied to in each store; delivery and the
 * method's surcharge follow the stores' subtotals; voucher credit follows what each part costs
 * before credit, so no part's total goes below zero.
 */
export function splitMoney(o: {
  lines: readonly { storeId: number; total: number }[];
  discount: number;
  discountBase: ReadonlyMap<number, number>;
  /** The store whose own coupon gave the discount (it pays its share); null or absent: the shop's. */
  discountStoreId?: number | null;
  deliveryCharge: number;
  methodCharge: number;
  credit: number;
}): PartMoney[] {
  const stores: number[] = [];
  const subtotals = new Map<number, number>();
  for (const l of o.lines) {
    if (!subtotals.has(l.storeId)) stores.push(l.storeId);
    subtotals.set(l.storeId, (subtotals.get(l.storeId) ?? 0) + l.total);
  }
  const subs = stores.map((s) => subtotals.get(s) ?? 0);
  const discountWeights = stores.map((s) => o.discountBase.get(s) ?? 0);
  // A share never exceeds its weight when the amount does not exceed the weights' sum (the
  // discount is at most what it applied to, credit at most what is due), so no part goes negative.
  const discounts = allocate(o.discount, discountWeights.some((w) => w > 0) ? discountWeights : subs);
  const delivery = allocate(o.deliveryCharge, subs);
  const method = allocate(o.methodCharge, subs);
  const before = subs.map((s, i) => s - discounts[i] + delivery[i] + method[i]);
  const credit = allocate(o.credit, before);
  return stores.map((storeId, i) => ({
    storeId,
    letter: i < 26 ? String.fromCharCode(65 + i) : String(i + 1),
    subtotal: subs[i],
    discount: discounts[i],
    storeDiscount: storeId === (o.discountStoreId ?? null) ? discounts[i] : 0,
    deliveryCharge: delivery[i],
    methodCharge: method[i],
    credit: credit[i],
    total: before[i] - credit[i],
  }));
}

/** "UP-3F9A1C7B2E04-A": the order's number and the part's letter. */
const partNumber = (orderNumber: string, letter: string) => `${orderNumber}-${letter}`;

/** The part rows of a new order, with the order's slot and state; the caller inserts them. */
export function partRows(
  order: {
    id: string;
    number: string;
    status: TOrderStatus;
    paymentStatus: TPaymentStatus;
    timeSlotId: number;
    deliveryDate: string;
    slotLabel: string;
    cancelReason: string | null;
    placedAt: Date;
  },
  money: readonly PartMoney[],
) {
  return money.map((m) => ({
    orderId: order.id,
    storeId: m.storeId,
    number: partNumber(order.number, m.letter),
    status: order.status,
    // Nothing to pay for a part (credit covered it) is paid, whatever the order still owes.
    paymentStatus:
      m.total === 0 && order.paymentStatus === 'pending' ? ('paid' as const) : order.paymentStatus,
    subtotalPaisa: m.subtotal,
    deliveryChargePaisa: m.deliveryCharge,
    methodChargePaisa: m.methodCharge,
    discountPaisa: m.discount,
    storeDiscountPaisa: m.storeDiscount,
    creditPaisa: m.credit,
    totalPaisa: m.total,
    timeSlotId: order.timeSlotId,
    deliveryDate: order.deliveryDate,
    slotLabel: order.slotLabel,
    cancelReason: order.cancelReason,
    placedAt: order.placedAt,
    updatedAt: order.placedAt,
  }));
}
