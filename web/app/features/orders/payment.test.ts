import { describe, expect, it } from 'vitest';
import { followPaymentAction, formFields, safePaymentUrl } from './payment';

describe('payment actions', () => {
  it('follows only web addresses and this site’s paths', () => {
    expect(safePaymentUrl('/api/V2/payment/test-gateway/abc')).toBe(true);
    expect(safePaymentUrl('https://rc-epay.esewa.com.np/api/epay/main/v2/form')).toBe(true);
    expect(safePaymentUrl('javascript:alert(1)')).toBe(false);
    expect(safePaymentUrl('data:text/html,hi')).toBe(false);
    expect(safePaymentUrl('//evil.example')).toBe(false);
    expect(safePaymentUrl('/\\evil.example')).toBe(false);
  });

  it('keeps the eSewa fields in order', () => {
    const action = {
      action: 'post' as const,
      url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      fields: { amount: '1500', total_amount: '1500', signature: 'abc=' },
      paymentId: 'p1',
    };
    expect(formFields(action)).toEqual([
      { name: 'amount', value: '1500' },
      { name: 'total_amount', value: '1500' },
      { name: 'signature', value: 'abc=' },
    ]);
  });

  it('does nothing for action "none" and refuses unsafe addresses', () => {
    const doc = {} as Document;
    expect(followPaymentAction({ action: 'none', url: '', fields: {}, paymentId: null }, doc)).toBe(false);
    expect(() =>
      followPaymentAction(
        { action: 'redirect', url: 'javascript:alert(1)', fields: {}, paymentId: null },
        doc,
      ),
    ).toThrow();
  });

  it('redirects through the document’s window', () => {
    const assigned: string[] = [];
    const doc = {
      defaultView: { location: { assign: (u: string) => assigned.push(u) } },
    } as unknown as Document;
    expect(
      followPaymentAction(
        { action: 'redirect', url: '/api/V2/payment/test-gateway/p1', fields: {}, paymentId: 'p1' },
        doc,
      ),
    ).toBe(true);
    expect(assigned).toEqual(['/api/V2/payment/test-gateway/p1']);
  });
});
