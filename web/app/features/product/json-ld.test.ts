import { describe, expect, it } from 'vitest';
import { type ProductLdInput, productJsonLd, safeJsonForScript } from './json-ld';

const base: ProductLdInput = {
  name: 'Chocolate Truffle Cake',
  description: 'Rich and dark.',
  images: ['/media/cake.svg'],
  sku: 'b5b1c1f0',
  brand: 'Bakery Cafe',
  pricePaisa: 125_050,
  currency: 'NPR',
  inStock: true,
  url: '/product/chocolate-truffle-cake',
  rating: { average: 4.26, count: 12 },
};

describe('productJsonLd', () => {
  it('describes the product with its offer in rupees and its rating', () => {
    const ld = productJsonLd(base);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Chocolate Truffle Cake',
      sku: 'b5b1c1f0',
      brand: { '@type': 'Brand', name: 'Bakery Cafe' },
      offers: {
        '@type': 'Offer',
        price: '1250.50',
        priceCurrency: 'NPR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    });
  });

  it('leaves out the rating when nobody rated and the brand when there is none', () => {
    const ld = productJsonLd({ ...base, brand: null, inStock: false, rating: { average: 0, count: 0 } });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('safeJsonForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = safeJsonForScript({ name: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    // Still the same data once parsed.
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
