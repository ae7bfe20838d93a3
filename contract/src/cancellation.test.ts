import { describe, expect, it } from 'vitest';
import { cancellationFee, slotStartOf } from './cancellation.ts';

const terms = { freeHours: 24, feePercent: 25 };
// The slot starts 10:00 in Kathmandu on 5 Dec, which is 04:15 UTC.
const slotStart = slotStartOf('2026-12-05', '10:00:00');
const at = (iso: string) => new Date(iso);
const fee = (now: Date, status: 'placed' | 'confirmed' | 'preparing' = 'confirmed', paidPaisa = 100_000) =>
  cancellationFee({ status, paidPaisa, slotStart, now, terms });

describe('the cancellation fee by time', () => {
  it('reads the slot start in Kathmandu time', () => {
    expect(slotStart.toISOString()).toBe('2026-12-05T04:15:00.000Z');
  });

  it('is free until N hours before the slot starts', () => {
    const q = fee(at('2026-12-04T04:14:59.999Z'));
    expect(q).toMatchObject({ term: 'free', feePaisa: 0, refundPaisa: 100_000 });
    expect(q.freeUntil.toISOString()).toBe('2026-12-04T04:15:00.000Z');
  });

  it('charges the fee from exactly N hours before', () => {
    expect(fee(at('2026-12-04T04:15:00.000Z'))).toMatchObject({
      term: 'fee',
      feePaisa: 25_000,
      refundPaisa: 75_000,
    });
  });

  it('still charges the fee after the slot has started, until baking starts', () => {
    expect(fee(at('2026-12-05T06:00:00.000Z'), 'placed')).toMatchObject({ term: 'fee', feePaisa: 25_000 });
  });

  it('allows no cancellation once the part is being prepared', () => {
    expect(fee(at('2026-12-01T00:00:00.000Z'), 'preparing')).toMatchObject({ term: 'closed', feePaisa: 0 });
  });

  it('keeps nothing of an unpaid part, and rounds halves in the shopper’s favour', () => {
    expect(fee(at('2026-12-05T00:00:00.000Z'), 'placed', 0)).toMatchObject({ feePaisa: 0, refundPaisa: 0 });
    // 25 % of 1,002 paisa is 250.5: the fee is 250 and refund + fee is what was paid.
    expect(fee(at('2026-12-05T00:00:00.000Z'), 'placed', 1_002)).toMatchObject({
      feePaisa: 250,
      refundPaisa: 752,
    });
  });

  it('with 0 free hours and 100 %, keeps everything from the slot start on', () => {
    const strict = { freeHours: 0, feePercent: 100 };
    const before = cancellationFee({
      status: 'placed',
      paidPaisa: 500,
      slotStart,
      now: at('2026-12-05T04:14:00Z'),
      terms: strict,
    });
    const after = cancellationFee({
      status: 'placed',
      paidPaisa: 500,
      slotStart,
      now: at('2026-12-05T04:15:00Z'),
      terms: strict,
    });
    expect([before.term, after.term, after.refundPaisa]).toEqual(['free', 'fee', 0]);
  });
});
