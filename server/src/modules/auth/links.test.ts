import { describe, expect, it } from 'vitest';
import { mailLink } from './links.ts';

const SHOP = 'https://upahar.example';

describe('mailLink', () => {
  it('puts the token first and the return page after it, encoded', () => {
    expect(mailLink(SHOP, '/user-confirm', { token: 'abc_123-x', referrer: '/cart?step=2' })).toBe(
      `${SHOP}/user-confirm?token=abc_123-x&referrer=%2Fcart%3Fstep%3D2`,
    );
    expect(mailLink(SHOP, '/login', { referrer: '/cart' })).toBe(`${SHOP}/login?referrer=%2Fcart`);
  });

  it('leaves the link bare without a return page', () => {
    expect(mailLink(SHOP, '/reset-password')).toBe(`${SHOP}/reset-password`);
    expect(mailLink(SHOP, '/user-confirm', { token: 'abc', referrer: null })).toBe(
      `${SHOP}/user-confirm?token=abc`,
    );
  });

  it.each(['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/\n/evil.com', '/login'])(
    'never carries the unsafe return page %j',
    (referrer) => {
      expect(mailLink(SHOP, '/user-confirm', { token: 'abc', referrer })).toBe(
        `${SHOP}/user-confirm?token=abc`,
      );
    },
  );
});
