import { describe, expect, it } from 'vitest';
import { cardBadge, percentOff } from './card-badge';

const plain = { price: 120_000, originalPrice: null, isEggless: false, isUrgent: false };

describe('cardBadge', () => {
  it('shows at most one badge: eggless first, then the discount, then urgent', () => {
    const all = { ...plain, originalPrice: 150_000, isEggless: true, isUrgent: true };
    expect(cardBadge(all)?.text).toBe('Eggless');
    expect(cardBadge({ ...all, isEggless: false })?.text).toBe('20% off');
    expect(cardBadge({ ...all, isEggless: false, originalPrice: null })?.text).toBe('Urgent');
    expect(cardBadge(plain)).toBeNull();
  });

  it('counts a discount only when the original price is higher', () => {
    expect(percentOff({ price: 120_000, originalPrice: 120_000 })).toBe(0);
    expect(percentOff({ price: 120_000, originalPrice: 100_000 })).toBe(0);
    expect(percentOff({ price: 99_900, originalPrice: 150_000 })).toBe(33);
  });
});
