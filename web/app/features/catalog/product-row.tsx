import type { TProductCard } from '@upahar/contract';
import { type ReactNode, useRef, useState } from 'react';
import { useNearViewport } from '~/lib/use-near-viewport';
import { ProductCard } from './product-card';
import { QuickView } from './quick-view';
import { SectionHeading } from './section-heading';

/** A titled shelf of products (home sections, ready-made cakes) that scrolls sideways. */
export function ProductRow({
  id,
  title,
  subtitle,
  products,
  seeAll,
  cardAction,
  later = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  products: TProductCard[];
  seeAll?: string;
  /** A control under each card's price (the product page's accessory toggles). */
  cardAction?: (product: TProductCard) => ReactNode;
  /**
   * A shelf far down the page (recommendations): its heading is in the page as sent, its cards
   * are drawn when the reader nears it, in a space of their height so nothing moves.
   */
  later?: boolean;
}) {
  const [quick, setQuick] = useState<TProductCard | null>(null);
  const shelf = useRef<HTMLElement>(null);
  const near = useNearViewport(later ? shelf : null);
  if (products.length === 0) return null;
  return (
    <section ref={shelf} aria-labelledby={`${id}-title`} className="py-6 sm:py-8">
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} seeAll={seeAll} />
      {later && !near ? (
        <div aria-hidden="true" className="mt-5 flex pb-3">
          <div className="row-item">
            <div className="aspect-square" />
            <div className="h-36 sm:h-40" />
          </div>
        </div>
      ) : (
        <ul className="-mx-4 mt-5 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 sm:mx-0 sm:gap-4 sm:px-0 [scrollbar-width:thin]">
          {products.map((p) => (
            <li key={p.id} className="row-item">
              <ProductCard product={p} onQuickView={setQuick} action={cardAction?.(p)} />
            </li>
          ))}
        </ul>
      )}
      <QuickView product={quick} onClose={() => setQuick(null)} />
    </section>
  );
}
