import type { TProductDetail } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { deliveryFacts } from './delivery-info';
import { excerpt, productMeta } from './product-meta';

describe('product meta (for search engines)', () => {
  it('cuts long descriptions at a word', () => {
    expect(excerpt('short text')).toBe('short text');
    const long = 'word '.repeat(60);
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(156);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('gives an absolute canonical URL, Open Graph product tags and the image', () => {
    const p = {
      name: 'Pink Roses Bouquet',
      description: 'Fifteen pink roses.',
      store: { name: 'Phoolbari Florists' },
      canonicalPath: '/product/pink-roses-bouquet',
      price: 280_000,
      images: [{ path: '/media/seed/pink-roses-1.svg', alt: 'Pink roses' }],
      image: null,
      isActive: true,
    } as unknown as TProductDetail;
    const tags = productMeta(p, 'https://upahar.example');
    expect(tags).toContainEqual({ title: 'Pink Roses Bouquet | Upahar' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://upahar.example/product/pink-roses-bouquet',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://upahar.example/media/seed/pink-roses-1.svg',
    });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('deliveryFacts', () => {
  const cake = { type: 'cake' as const, category: { kind: 'cake' } };
  it('words prep time and the same-day cut-off (18:00 ready, minus prep)', () => {
    const store = { sameDayCutoffHour: null };
    expect(
      deliveryFacts({ ...cake, prepHours: 4, isSameDay: true, isReadyMade: false, stock: null, store }),
    ).toEqual([
      'Freshly baked for you: ready 4 hours after you order',
      'Same-day delivery when you order by 2 pm (Kathmandu time)',
    ]);
    expect(
      deliveryFacts({ ...cake, prepHours: 0, isSameDay: false, isReadyMade: true, stock: 0, store }),
    ).toEqual(['Ready-made, out of stock for now', 'Delivered from the next day; choose your date below']);
  });

  it('takes the store’s own same-day cut-off when it set one, earlier or later than the shop’s rule', () => {
    const fact = (sameDayCutoffHour: number | null, prepHours = 4) =>
      deliveryFacts({
        ...cake,
        prepHours,
        isSameDay: true,
        isReadyMade: false,
        stock: null,
        store: { sameDayCutoffHour },
      })[1];
    // The seller chose "same-day until 15:00": the page says so, not the shop's 2 pm for 4 hours.
    expect(fact(15)).toBe('Same-day delivery when you order by 3 pm (Kathmandu time)');
    expect(fact(12)).toBe('Same-day delivery when you order by 12 pm (Kathmandu time)');
    expect(fact(null)).toBe('Same-day delivery when you order by 2 pm (Kathmandu time)');
  });

  it('speaks of flowers and gifts in their own words, never baking them', () => {
    const facts = (type: 'cake' | 'product', kind: string) =>
      deliveryFacts({
        type,
        category: { kind },
        prepHours: 3,
        isSameDay: false,
        isReadyMade: false,
        stock: null,
        store: { sameDayCutoffHour: null },
      })[0];
    expect(facts('product', 'flowers')).toBe('Freshly arranged for you: ready 3 hours after you order');
    expect(facts('product', 'personalised')).toBe('Made for you: ready 3 hours after you order');
    expect(facts('cake', 'cake')).toBe('Freshly baked for you: ready 3 hours after you order');
  });
});
