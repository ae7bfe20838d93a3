import { describe, expect, it } from 'vitest';
import { payoutsHref, payoutsViewOf } from './payouts-format';

describe('the payouts address', () => {
  it('leaves the defaults out', () => {
    expect(payoutsHref('all')).toBe('/dashboard/payouts');
    expect(payoutsHref('due', 'oven', 2)).toBe('/dashboard/payouts?view=due&q=oven&page=2');
    expect(payoutsViewOf('held')).toBe('held');
    expect(payoutsViewOf('everything')).toBe('all');
  });
});
