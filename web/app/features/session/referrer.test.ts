import { describe, expect, it } from 'vitest';
import { loginUrlFor, withReferrer } from './referrer';

// The rule itself (what counts as a safe path) is tested with the shared helper in the contract.

describe('loginUrlFor', () => {
  it('keeps the path and query as an encoded referrer', () => {
    expect(loginUrlFor('/profile/edit?tab=1')).toBe('/login?referrer=%2Fprofile%2Fedit%3Ftab%3D1');
    expect(loginUrlFor('/cart?step=2')).toBe('/login?referrer=%2Fcart%3Fstep%3D2');
  });

  it('drops an unsafe referrer', () => {
    expect(loginUrlFor('//evil.com')).toBe('/login');
    expect(loginUrlFor('/register')).toBe('/login');
  });
});

describe('withReferrer', () => {
  it('adds the referrer to any sign-in page, after its own parameters', () => {
    expect(withReferrer('/register', '/cart?step=2')).toBe('/register?referrer=%2Fcart%3Fstep%3D2');
    expect(withReferrer('/verify/email', '/cart', { email: 'a@b.np' })).toBe(
      '/verify/email?email=a%40b.np&referrer=%2Fcart',
    );
  });

  it('leaves the page bare without a safe referrer', () => {
    expect(withReferrer('/register', null)).toBe('/register');
    expect(withReferrer('/register', 'https://evil.com')).toBe('/register');
    expect(withReferrer('/register', 'javascript:alert(1)')).toBe('/register');
    expect(withReferrer('/login', '/\\evil.com', { reset: '1' })).toBe('/login?reset=1');
  });
});
