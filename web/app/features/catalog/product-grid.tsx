import type { TProductCard } from '@upahar/contract';
import { useState } from 'react';
import { ProductCard } from './product-card';
import { QuickView } from './quick-view';

// 2 columns at 390 px, 3-4 at 1024 px, 4-5 at 1440 px.
export const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5';

/** A grid of product cards with quick view. `columns="4"` caps it (pages with a sidebar). */
export function ProductGrid({
  products,
  columns,
  eagerCount = 4,
}: {
  products: TProductCard[];
  columns?: '4';
  eagerCount?: number;
}) {
  const [quick, setQuick] = useState<TProductCard | null>(null);
  const grid = columns === '4' ? 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4' : GRID;
  return (
    <>
      <ul className={grid}>
        {products.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} onQuickView={setQuick} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
      <QuickView product={quick} onClose={() => setQuick(null)} />
    </>
  );
}
