import { formatDate, ORDER_STATUSES, ORDER_TRANSITIONS } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { pageFromSearch } from '~/features/staff-shell';
import {
  cancelLeftToOthers,
  cancelReasonError,
  deliveryMoney,
  FILTERS,
  nextMoves,
  ordersHref,
  paymentText,
  statusFromSearch,
} from './order-moves';

describe('nextMoves', () => {
  it('offers the forward step first and cancelling last, with the agreed button names', () => {
    expect(nextMoves('placed').map((m) => m.label)).toEqual(['Confirm', 'Cancel order']);
    expect(nextMoves('confirmed').map((m) => m.label)).toEqual(['Start preparing', 'Cancel order']);
    expect(nextMoves('preparing').map((m) => m.label)).toEqual(['Out for delivery', 'Cancel order']);
    expect(nextMoves('out_for_delivery').map((m) => m.label)).toEqual(['Mark delivered']);
  });

  it('offers nothing once an order is delivered or cancelled', () => {
    expect(nextMoves('delivered')).toEqual([]);
    expect(nextMoves('cancelled')).toEqual([]);
  });

  it('never offers a move the server would refuse with 409', () => {
    for (const status of ORDER_STATUSES) {
      expect(
        nextMoves(status)
          .map((m) => m.to)
          .sort(),
      ).toEqual([...ORDER_TRANSITIONS[status]].sort());
    }
  });

  it('offers a packer every forward step but never Cancel, and says who cancels', () => {
    expect(nextMoves('placed', false).map((m) => m.label)).toEqual(['Confirm']);
    expect(nextMoves('preparing', false).map((m) => m.label)).toEqual(['Out for delivery']);
    for (const status of ORDER_STATUSES) {
      expect(nextMoves(status, false).some((m) => m.kind === 'cancel')).toBe(false);
      expect(cancelLeftToOthers(status, false)).toBe(ORDER_TRANSITIONS[status].includes('cancelled'));
      expect(cancelLeftToOthers(status, true)).toBe(false);
    }
  });

  it('marks only cancelling as the cancel kind (it asks for a reason)', () => {
    expect(nextMoves('placed').map((m) => m.kind)).toEqual(['forward', 'cancel']);
  });
});

describe('the address of the list', () => {
  it('reads a known status and ignores anything else', () => {
    expect(statusFromSearch('out_for_delivery')).toBe('out_for_delivery');
    expect(statusFromSearch('shipped')).toBeUndefined();
    expect(statusFromSearch(null)).toBeUndefined();
  });

  it('reads the page as a whole number from 1', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('2.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
    expect(pageFromSearch(null)).toBe(1);
  });

  it('keeps "All" and page 1 out of the URL', () => {
    expect(ordersHref(undefined)).toBe('/dashboard/orders');
    expect(ordersHref('placed')).toBe('/dashboard/orders?status=placed');
    expect(ordersHref('placed', 2)).toBe('/dashboard/orders?status=placed&page=2');
    expect(ordersHref(undefined, 3)).toBe('/dashboard/orders?page=3');
    expect(ordersHref('placed', 1, 'UP-1042')).toBe('/dashboard/orders?status=placed&q=UP-1042');
  });

  it('has a tab for All and for every status, in the order of the flow', () => {
    expect(FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Placed',
      'Confirmed',
      'Being prepared',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ]);
  });
});

describe('words for the store', () => {
  it('shows a delivery day as the calendar day it is', () => {
    expect(formatDate('2026-11-21', 'day')).toBe('Sat 21 Nov');
  });

  it('says a pending cash order is collected at the door, and a cancelled one was not charged', () => {
    const cod = { paymentMethod: 'cod', paymentStatus: 'pending' } as const;
    expect(paymentText({ ...cod, status: 'placed' })).toBe('Cash on delivery · to collect');
    expect(paymentText({ ...cod, status: 'cancelled' })).toBe('Cash on delivery · not charged');
    expect(paymentText({ status: 'delivered', paymentMethod: 'esewa', paymentStatus: 'paid' })).toBe(
      'eSewa · paid',
    );
    expect(paymentText({ status: 'cancelled', paymentMethod: 'khalti', paymentStatus: 'refund_due' })).toBe(
      'Khalti · refund due',
    );
  });

  it('asks for a real reason before cancelling', () => {
    expect(cancelReasonError('  ')).toMatch(/why/);
    expect(cancelReasonError('No rider free that evening')).toBeNull();
    expect(cancelReasonError('x'.repeat(501))).toMatch(/500/);
  });
});

describe('deliveryMoney', () => {
  const cod = { paymentMethod: 'cod', paymentStatus: 'pending', total: 160_000, rider: 'store' } as const;
  it('asks the store to confirm the cash its rider took, naming the rider', () => {
    expect(deliveryMoney(cod)).toEqual({
      text: 'The customer paid Rs 1,600 in cash to your rider.',
      cash: true,
    });
    expect(deliveryMoney({ ...cod, rider: 'shop' }).text).toBe(
      'The customer paid Rs 1,600 in cash to Upahar’s rider.',
    );
    expect(deliveryMoney({ ...cod, rider: null }).text).toMatch(/to the rider\.$/);
  });

  it('has nothing to collect on an order paid online, or one whose payment never came', () => {
    expect(deliveryMoney({ ...cod, paymentMethod: 'esewa', paymentStatus: 'paid' })).toEqual({
      text: 'Paid online with eSewa: nothing to collect at the door.',
      cash: false,
    });
    expect(deliveryMoney({ ...cod, paymentMethod: 'esewa', paymentStatus: 'pending' }).text).toBe(
      'eSewa has not confirmed the payment: nothing is collected at the door, and the order stays unpaid.',
    );
  });
});
