import { describe, expect, it } from 'vitest';
import {
  moneyLines,
  needsPayment,
  pageFromSearch,
  pageItems,
  paymentReturnNotice,
  paymentStatusText,
  statusTone,
} from './order-format';

describe('payment', () => {
  const card = (
    paymentMethod: 'cod' | 'esewa',
    paymentStatus: 'pending' | 'paid' | 'failed',
    status = 'placed' as const,
  ) => ({
    paymentMethod,
    paymentStatus,
    status,
  });
  it('asks for payment on unpaid online orders only', () => {
    expect(needsPayment(card('esewa', 'pending'))).toBe(true);
    expect(needsPayment(card('esewa', 'failed'))).toBe(true);
    expect(needsPayment(card('esewa', 'paid'))).toBe(false);
    expect(needsPayment(card('cod', 'pending'))).toBe(false);
    expect(needsPayment({ paymentMethod: 'khalti', paymentStatus: 'pending', status: 'cancelled' })).toBe(
      false,
    );
  });
  it('words cash on delivery as paid at the door', () => {
    expect(paymentStatusText({ paymentMethod: 'cod', paymentStatus: 'pending' })).toBe('Pay on delivery');
    expect(paymentStatusText({ paymentMethod: 'esewa', paymentStatus: 'pending' })).toBe('Payment pending');
    expect(paymentStatusText({ paymentMethod: 'cod', paymentStatus: 'paid' })).toBe('Paid');
    expect(paymentStatusText({ paymentMethod: 'esewa', paymentStatus: 'pending', status: 'cancelled' })).toBe(
      'Not charged',
    );
    expect(
      paymentStatusText({ paymentMethod: 'esewa', paymentStatus: 'refund_due', status: 'cancelled' }),
    ).toBe('Refund due');
  });
  it('trusts the order, not the ?status hint, after a payment return', () => {
    expect(paymentReturnNotice(null, 'paid')).toBeNull();
    expect(paymentReturnNotice('success', 'paid')?.tone).toBe('success');
    expect(paymentReturnNotice('success', 'pending')?.tone).toBe('info');
    expect(paymentReturnNotice('failed', 'pending')?.tone).toBe('error');
    // A forged "success" on a failed payment still reads as failed.
    expect(paymentReturnNotice('success', 'failed')?.tone).toBe('error');
    expect(paymentReturnNotice('<script>', 'pending')).toBeNull();
  });
});

describe('statusTone', () => {
  it('marks a placed order as waiting only for the store', () => {
    expect(statusTone('placed')).toBe('neutral');
    expect(statusTone('placed', 'staff')).toBe('warning');
    expect(statusTone('preparing', 'staff')).toBe('progress');
    expect(statusTone('cancelled', 'staff')).toBe('danger');
  });
});

describe('moneyLines', () => {
  const base = {
    subtotal: 300_000,
    deliveryTotal: 15_000,
    discount: 0,
    credit: 0,
    total: 315_000,
    couponCode: null,
    deliveryMethod: { id: 1, name: 'Express delivery' },
  };
  it('always shows subtotal, delivery and total', () => {
    expect(moneyLines(base).map((l) => [l.label, l.amount, l.sign])).toEqual([
      ['Subtotal', 300_000, 1],
      ['Express delivery', 15_000, 1],
      ['Total', 315_000, 1],
    ]);
  });
  it('shows delivery as one charge named by its method, as checkout did', () => {
    const lines = moneyLines({ ...base, deliveryTotal: 25_000, deliveryMethod: { id: 2, name: 'Standard' } });
    expect(lines.map((l) => [l.label, l.amount])).toContainEqual(['Standard delivery', 25_000]);
    expect(lines.filter((l) => /delivery|charge/i.test(l.label))).toHaveLength(1);
  });
  it('adds the coupon discount and voucher credit as the server sent them', () => {
    const lines = moneyLines({
      ...base,
      deliveryTotal: 35_000,
      discount: 30_000,
      couponCode: 'DASHAIN10',
      credit: 5_000,
      total: 300_000,
    });
    expect(lines.map((l) => [l.label, l.amount, l.sign])).toEqual([
      ['Subtotal', 300_000, 1],
      ['Express delivery', 35_000, 1],
      ['Discount (coupon DASHAIN10)', 30_000, -1],
      ['Voucher credit', 5_000, -1],
      ['Total', 300_000, 1],
    ]);
  });
});

describe('pagination', () => {
  it('reads ?page safely', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('2.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
  });
  it('offers the first, last and neighbouring pages', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageItems(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageItems(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
    // A gap of one page shows the page instead of "…".
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});
