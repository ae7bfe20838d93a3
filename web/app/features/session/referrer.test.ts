import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReferrer } from './referrer';

describe('safeReferrer', () => {
  it.each([
    '/profile',
    '/profile?x=1',
    '/profile/orders/view-order/42?status=open#items',
    '/category/cakes?page=2',
  ])('accepts the same-site path %s', (path) => {
    expect(safeReferrer(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/profile',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://x',
    'https://evil.com/profile',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'profile',
    '',
    null,
    undefined,
  ])('rejects %j', (raw) => {
    expect(safeReferrer(raw)).toBe('/profile');
  });

  it('does not send people back to the login or sign-up pages', () => {
    expect(safeReferrer('/login?referrer=/profile')).toBe('/profile');
    expect(safeReferrer('/register')).toBe('/profile');
  });

  it('uses the given fallback', () => {
    expect(safeReferrer('//evil.com', '/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReferrer('/a/../../profile')).toBe('/profile');
  });
});

describe('loginUrlFor', () => {
  it('keeps the path and query as an encoded referrer', () => {
    expect(loginUrlFor('/profile/edit?tab=1')).toBe('/login?referrer=%2Fprofile%2Fedit%3Ftab%3D1');
  });

  it('drops an unsafe referrer', () => {
    expect(loginUrlFor('//evil.com')).toBe('/login');
  });
});
