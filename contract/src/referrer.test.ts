import { describe, expect, it } from 'vitest';
import { ZReferrer } from './auth.ts';
import { REFERRER_MAX, safeReferrer } from './referrer.ts';

const UNSAFE = [
  '//evil.com',
  '//evil.com/profile',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/\u0000/evil.com',
  'https://x',
  'https://evil.com/profile',
  'http:evil.com',
  ' /profile',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'profile',
  '/a/../..//evil.com',
  `/${'a'.repeat(REFERRER_MAX)}`,
];

describe('safeReferrer', () => {
  it.each([
    '/profile',
    '/profile?x=1',
    '/cart?step=2',
    '/cart?step=2&items=6f1c2b1e-2d7a-4c55-9b47-0b1e7f3d9a10',
    '/profile/orders/view-order/42?status=open#items',
    '/category/cakes?page=2',
    '/',
  ])('accepts the same-site path %s', (path) => {
    expect(safeReferrer(path)).toBe(path);
  });

  it.each([...UNSAFE, '', null, undefined])('rejects %j', (raw) => {
    expect(safeReferrer(raw)).toBe('/profile');
  });

  it('does not send people back to the sign-in pages, however they are spelt', () => {
    for (const page of [
      '/login?referrer=/profile',
      '/register',
      '/register/',
      '/LOGIN',
      '/reset-password?token=abc',
      '/user-confirm?token=abc',
      '/verify/email',
      '/verified',
    ]) {
      expect(safeReferrer(page), page).toBe('/profile');
    }
  });

  it('uses the given fallback, also none at all', () => {
    expect(safeReferrer('//evil.com', '/')).toBe('/');
    expect(safeReferrer('//evil.com', null)).toBeNull();
    expect(safeReferrer('/cart', null)).toBe('/cart');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReferrer('/a/../../profile')).toBe('/profile');
  });
});

describe('ZReferrer', () => {
  it('keeps a same-site path, normalised', () => {
    expect(ZReferrer.parse('/cart?step=2')).toBe('/cart?step=2');
    expect(ZReferrer.parse('/a/../cart')).toBe('/cart');
  });

  it.each(UNSAFE.filter((raw) => raw.length <= REFERRER_MAX))('refuses %j with a message', (raw) => {
    const result = ZReferrer.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('The return page must be a page of this shop, like /cart');
  });

  it('refuses a path that is too long', () => {
    const result = ZReferrer.safeParse(`/${'a'.repeat(REFERRER_MAX)}`);
    expect(result.error?.issues[0].message).toBe(
      `The return page must be at most ${REFERRER_MAX} characters`,
    );
  });
});
