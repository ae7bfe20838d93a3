// For search engines: schema.org Product with offers and rating, embedded as JSON-LD. Kept independent
// of the API shape so the detail page maps its data in one place and this stays testable.
export type ProductLdInput = {
  name: string;
  description: string;
  images: string[];
  sku: string;
  brand: string | null;
  /** Integer paisa; schema.org wants the rupee amount. */
  pricePaisa: number;
  currency: string;
  inStock: boolean;
  url: string;
  rating: { average: number; count: number };
};

export function productJsonLd(p: ProductLdInput): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: p.images,
    sku: p.sku,
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: (p.pricePaisa / 100).toFixed(2),
      priceCurrency: p.currency || 'NPR',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  if (p.brand) ld.brand = { '@type': 'Brand', name: p.brand };
  // Google rejects an aggregateRating without reviews, so it is left out until someone rates.
  if (p.rating.count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(p.rating.average * 10) / 10,
      reviewCount: p.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

/**
 * JSON that is safe inside a <script> element: product names and descriptions are seller text,
 * and "</script>" or "<!--" in them must not end or confuse the element (no stored XSS).
 * U+2028/2029 are escaped too, for old parsers that treat them as line ends.
 */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
