import { describe, expect, it } from 'vitest';
import { overallPayment, refundedInFull } from './parts.ts';

// The order's payment state follows from its parts'. A part that gave money back after delivery
// had been paid: the order never falls back to "not paid yet" (which would offer it for payment).

const p = (
  status: 'delivered' | 'cancelled' | 'preparing',
  paymentStatus: Parameters<typeof overallPayment>[0],
) => ({
  status,
  paymentStatus,
});

describe('overallPayment', () => {
  it('reads a delivered part refunded after delivery as a refund, not as unpaid', () => {
    expect(overallPayment('paid', [p('delivered', 'refund_due')])).toBe('refund_due');
    expect(overallPayment('refund_due', [p('delivered', 'refunded')])).toBe('refunded');
  });

  it('stays paid while another part is simply paid, as with a cancelled part', () => {
    expect(overallPayment('paid', [p('delivered', 'refund_due'), p('delivered', 'paid')])).toBe('paid');
    expect(overallPayment('paid', [p('cancelled', 'refund_due'), p('delivered', 'paid')])).toBe('paid');
  });

  it('still waits for a part not paid yet', () => {
    expect(overallPayment('pending', [p('delivered', 'refund_due'), p('preparing', 'pending')])).toBe(
      'pending',
    );
    expect(overallPayment('failed', [p('preparing', 'failed')])).toBe('failed');
  });

  it('is a refund when every part is cancelled and one had been paid', () => {
    expect(overallPayment('paid', [p('cancelled', 'refund_due'), p('cancelled', 'pending')])).toBe(
      'refund_due',
    );
    expect(overallPayment('pending', [p('cancelled', 'pending')])).toBe('pending');
  });
});

describe('refundedInFull', () => {
  it('counts what was given back, and the state of a part paid wholly with credit', () => {
    expect(refundedInFull({ totalPaisa: 1000, refundedPaisa: 400, paymentStatus: 'refund_due' })).toBe(false);
    expect(refundedInFull({ totalPaisa: 1000, refundedPaisa: 1000, paymentStatus: 'refund_due' })).toBe(true);
    expect(refundedInFull({ totalPaisa: 0, refundedPaisa: 0, paymentStatus: 'paid' })).toBe(false);
    expect(refundedInFull({ totalPaisa: 0, refundedPaisa: 0, paymentStatus: 'refunded' })).toBe(true);
  });
});
