import { addDays, type TProductCard, todayInKathmandu } from '@upahar/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider } from '~/features/currency';
import { CardMenu, ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

const cake: TProductCard = {
  id: '7d1f0c1e-0000-4000-8000-000000000001',
  slug: 'black-forest-cake',
  name: 'Black Forest Cake <with cherries>',
  type: 'cake',
  image: '/media/seed/black-forest.svg',
  imageAlt: 'A black forest cake with cherries',
  price: 120_000,
  originalPrice: 150_000,
  rating: 4.5,
  ratingCount: 1250,
  store: { slug: 'sweet-home', name: 'Sweet Home Bakery' },
  isEggless: true,
  isSameDay: true,
  isUrgent: false,
  minPound: 1,
};

// React separates adjacent text with comments; the assertions read the text as a person would.
const render = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <CurrencyProvider info={null}>{node}</CurrencyProvider>
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('ProductCard (server render)', () => {
  it('links the canonical product path and shows a sized, lazy, described image', () => {
    const html = render(<ProductCard product={cake} />);
    expect(html).toContain('href="/product/black-forest-cake"');
    expect(html).toMatch(/<img[^>]+alt="A black forest cake with cherries"/);
    expect(html).toMatch(/<img[^>]+width="400"[^>]+height="400"/);
    expect(html).toContain('loading="lazy"');
  });

  it('shows the price in the currency, the struck original and the discount', () => {
    const html = render(<ProductCard product={{ ...cake, isEggless: false }} />);
    expect(html).toContain('Rs 1,200');
    expect(html).toMatch(/<s[^>]*>.*Rs 1,500.*<\/s>/);
    expect(html).toContain('20% off');
    expect(html).toContain('/ 1 lb');
  });

  it('shows rating with an abbreviated count, one badge, and no button before the page is live', () => {
    const html = render(<ProductCard product={{ ...cake, isUrgent: true }} onQuickView={() => {}} />);
    expect(html).toContain('(1.2K)');
    expect(html).toContain('Rated 4.5 out of 5 by 1250 people');
    expect(html.match(/class="card-badge /g)).toHaveLength(1);
    expect(html).toContain('Eggless');
    for (const other of ['Same day', 'Urgent', '% off']) expect(html).not.toContain(other);
    expect(html).not.toContain('<button');
  });

  it('escapes product text', () => {
    const html = render(<ProductCard product={cake} />);
    expect(html).toContain('&lt;with cherries&gt;');
    expect(html).not.toContain('<with cherries>');
  });

  it('once live, offers one closed menu button for compare and quick view', () => {
    const html = render(<CardMenu product={cake} onQuickView={() => {}} />);
    expect(html).toContain('aria-label="More actions for Black Forest Cake &lt;with cherries&gt;"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    // The list is drawn only while open.
    expect(html).not.toContain('role="menu"');
  });

  it('handles no sale, no image and no reviews', () => {
    const html = render(
      <ProductCard
        product={{
          ...cake,
          originalPrice: null,
          image: null,
          ratingCount: 0,
          rating: 0,
          type: 'product',
          minPound: null,
        }}
      />,
    );
    expect(html).not.toMatch(/<s[ >]/);
    expect(html).not.toContain('% off');
    // An unrated product's card says nothing about reviews rather than "No reviews yet".
    expect(html).not.toContain('No reviews yet');
    expect(html).not.toContain('Rated');
    expect(html).not.toContain('<img');
  });

  it('lays a grid out in 2 columns on phones, more on wider screens', () => {
    const html = render(<ProductGrid products={[cake, { ...cake, id: 'b', slug: 'b' }]} />);
    expect(html).toContain('grid-cols-2');
    expect(html).toContain('lg:grid-cols-4');
    expect(html.match(/<article/g)).toHaveLength(2);
  });
});

let shown: TProductCard;
function ShownCard() {
  return (
    <CurrencyProvider info={null}>
      <ProductCard product={shown} />
    </CurrencyProvider>
  );
}

describe('the earliest delivery day on a card', () => {
  // Inside a data router, as the shop renders it (the day is worded from the page's render time).
  const renderInShop = (product: TProductCard) => {
    shown = product;
    const Stub = createRoutesStub([{ path: '/', Component: ShownCard }]);
    return renderToString(<Stub />).replace(/<!-- -->/g, '');
  };
  const today = todayInKathmandu();

  it('words today, tomorrow and later days, and never a day already past', () => {
    expect(renderInShop({ ...cake, earliestDate: today })).toMatch(/Earliest: Today</);
    expect(renderInShop({ ...cake, earliestDate: addDays(today, 1) })).toMatch(/Earliest: Tomorrow</);
    expect(renderInShop({ ...cake, earliestDate: addDays(today, -1) })).toMatch(/Earliest: Today</);
    expect(renderInShop({ ...cake, earliestDate: addDays(today, 5) })).toMatch(
      /Earliest: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}</,
    );
  });

  it('says nothing when the list does not know it, or it cannot be delivered', () => {
    expect(renderInShop(cake)).not.toContain('Earliest');
    expect(renderInShop({ ...cake, earliestDate: null })).not.toContain('Earliest');
  });
});
