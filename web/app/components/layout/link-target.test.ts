import { describe, expect, it } from 'vitest';
import { categoryPath, isExternal, linkTarget, productPath } from './link-target';

describe('link targets', () => {
  it('defaults a missing target to /', () => {
    expect(linkTarget(undefined)).toBe('/');
    expect(linkTarget(null)).toBe('/');
    expect(linkTarget('  ')).toBe('/');
    expect(linkTarget('/aboutus')).toBe('/aboutus');
  });

  it('builds category and product paths from slugs', () => {
    expect(categoryPath('cakes')).toBe('/category/cakes');
    expect(productPath('red velvet')).toBe('/product/red%20velvet');
    expect(categoryPath('')).toBe('/');
    expect(productPath(null)).toBe('/');
  });

  it('tells shop paths from other places', () => {
    expect(isExternal('/category/cakes')).toBe(false);
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('//cdn.example.com/x')).toBe(true);
    expect(isExternal('mailto:hello@upahar.test')).toBe(true);
  });
});
