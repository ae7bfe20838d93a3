import { describe, expect, it } from 'vitest';
import { refundReasonError, refundWords } from './refund-part';
import { settleSchema } from './settle-complaint-form';

// The dashboard checks what the server checks, with the same words, before anything is sent.

describe('refunding a delivered part', () => {
  it('says what comes back: the money left and the credit spent', () => {
    expect(refundWords({ total: 160_000, refundedPaisa: 0, credit: 0 })).toEqual({
      money: 160_000,
      text: 'Rs 1,600 to the customer',
    });
    expect(refundWords({ total: 160_000, refundedPaisa: 60_000, credit: 20_000 }).text).toBe(
      'Rs 1,000 to the customer and Rs 200 of credit back to their account',
    );
    expect(refundWords({ total: 0, refundedPaisa: 0, credit: 0 }).text).toBe('nothing more in money');
  });
  it('asks for a reason the customer can read', () => {
    expect(refundReasonError('bad')).toBe('Say why the part is refunded (at least 5 characters)');
    expect(refundReasonError('The cake arrived crushed')).toBeNull();
  });
});

describe('settling a complaint', () => {
  it('refuses more than is left to refund, with the amount that is', () => {
    const schema = settleSchema(80_000);
    expect(schema.safeParse({ refundPaisa: 80_000, reason: 'Melted icing' }).success).toBe(true);
    const tooMuch = schema.safeParse({ refundPaisa: 80_001, reason: 'Melted icing' });
    expect(tooMuch.error?.issues[0]?.message).toBe('Only Rs 800 is left to refund on this part');
    const nothing = settleSchema(0).safeParse({ refundPaisa: 100, reason: 'Melted icing' });
    expect(nothing.error?.issues[0]?.message).toBe(
      'Everything paid for this part has already been given back',
    );
  });
});
