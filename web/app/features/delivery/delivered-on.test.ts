import { describe, expect, it } from 'vitest';
import { deliveredOn } from './delivered-on';

describe('the delivery of the chosen day', () => {
  it('says today and tomorrow in words, other days by name', () => {
    expect(deliveredOn('2026-11-29', '2026-11-29')).toBe('Delivered today');
    expect(deliveredOn('2026-11-30', '2026-11-29')).toBe('Delivered tomorrow');
    expect(deliveredOn('2027-01-01', '2026-12-31')).toBe('Delivered tomorrow');
    expect(deliveredOn('2026-12-01', '2026-11-29')).toMatch(/^Delivered on Tue 1 Dec/);
  });
});
