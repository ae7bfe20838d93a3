import type { TOrderStatus, TPaymentStatus } from '@upahar/contract';
import type { OrderAddress } from '../orders/tables.ts';

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
  /** The recipient's delivery the part belongs to: 1, 2, … */
  drop: number;
  /** "A", "B", … in the order the parts' first lines appear. */
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
 * The parts of an order and their money: one per store and drop (a recipient's delivery). Lines
 * are the priced lines (free gifts count with a total of 0). The coupon's discount follows what it
 * applied to in each store; each drop's delivery and surcharge follow its stores' subtotals (with
 * no `dropCharges`, the order's follow every part's); voucher credit follows what each part costs
 * before credit, so no part's total goes below zero.
 */
export function splitMoney(o: {
  lines: readonly { storeId: number; drop?: number; total: number }[];
  discount: number;
  discountBase: ReadonlyMap<number, number>;
  /** The store whose own coupon gave the discount (it pays its share); null or absent: the shop's. */
  discountStoreId?: number | null;
  deliveryCharge: number;
  methodCharge: number;
  /** Each drop's own delivery charge and surcharge; they add up to the two figures above. */
  dropCharges?: ReadonlyMap<number, { deliveryCharge: number; methodCharge: number }>;
  credit: number;
}): PartMoney[] {
  const groups: { storeId: number; drop: number; subtotal: number }[] = [];
  for (const l of o.lines) {
    const drop = l.drop ?? 1;
    const hit = groups.find((g) => g.storeId === l.storeId && g.drop === drop);
    if (hit) hit.subtotal += l.total;
    else groups.push({ storeId: l.storeId, drop, subtotal: l.total });
  }
  const subs = groups.map((g) => g.subtotal);
  // The coupon's base is per store: a store's share is spread over its drops by their subtotals.
  const storeSubtotal = (storeId: number) =>
    groups.filter((g) => g.storeId === storeId).reduce((a, g) => a + g.subtotal, 0);
  const discountWeights = groups.map((g) => {
    const base = o.discountBase.get(g.storeId) ?? 0;
    const all = storeSubtotal(g.storeId);
    return all > 0 ? (base * g.subtotal) / all : 0;
  });
  // A share never exceeds its weight when the amount does not exceed the weights' sum (the
  // discount is at most what it applied to, credit at most what is due), so no part goes negative.
  const discounts = allocate(o.discount, discountWeights.some((w) => w > 0) ? discountWeights : subs);
  const delivery = new Array<number>(groups.length).fill(0);
  const method = new Array<number>(groups.length).fill(0);
  const charges =
    o.dropCharges ?? new Map([[0, { deliveryCharge: o.deliveryCharge, methodCharge: o.methodCharge }]]);
  for (const [drop, c] of charges) {
    const mine = groups.map((g, i) => ({ g, i })).filter(({ g }) => !o.dropCharges || g.drop === drop);
    const d = allocate(
      c.deliveryCharge,
      mine.map(({ g }) => g.subtotal),
    );
    const mc = allocate(
      c.methodCharge,
      mine.map(({ g }) => g.subtotal),
    );
    mine.forEach(({ i }, k) => {
      delivery[i] = d[k];
      method[i] = mc[k];
    });
  }
  const before = subs.map((s, i) => s - discounts[i] + delivery[i] + method[i]);
  const credit = allocate(o.credit, before);
  return groups.map((g, i) => ({
    storeId: g.storeId,
    drop: g.drop,
    letter: i < 26 ? String.fromCharCode(65 + i) : String(i + 1),
    subtotal: subs[i],
    discount: discounts[i],
    storeDiscount: g.storeId === (o.discountStoreId ?? null) ? discounts[i] : 0,
    deliveryCharge: delivery[i],
    methodCharge: method[i],
    credit: credit[i],
    total: before[i] - credit[i],
  }));
}

/** "UP-3F9A1C7B2E04-A": the order's number and the part's letter. */
const partNumber = (orderNumber: string, letter: string) => `${orderNumber}-${letter}`;

/** Where and when a drop goes, and its card; the first drop's are the order's own. */
export type DropDelivery = {
  timeSlotId: number;
  deliveryDate: string;
  slotLabel: string;
  address: OrderAddress;
  giftMessage: string;
  hideSender: boolean;
  recipientTokenHash: string | null;
};

/**
 * The part rows of a new order, with each drop's slot, address and card (without `drops`, the
 * order's slot and address) and the order's state; the caller inserts them.
 */
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
    address: OrderAddress;
  },
  money: readonly PartMoney[],
  drops?: ReadonlyMap<number, DropDelivery>,
) {
  const only: DropDelivery = {
    timeSlotId: order.timeSlotId,
    deliveryDate: order.deliveryDate,
    slotLabel: order.slotLabel,
    address: order.address,
    giftMessage: '',
    hideSender: false,
    recipientTokenHash: null,
  };
  return money.map((m) => ({
    ...(drops?.get(m.drop) ?? only),
    drop: m.drop,
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
    cancelReason: order.cancelReason,
    placedAt: order.placedAt,
    updatedAt: order.placedAt,
  }));
}
