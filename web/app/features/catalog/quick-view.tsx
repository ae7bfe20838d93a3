import type { TProductCard } from '@upahar/contract';
import { lazy, Suspense } from 'react';

// The dialog's code (and the dialog library's) is fetched the first time a shopper asks for a
// quick view, not with every page of cards.
const QuickViewDialog = lazy(() =>
  import('./quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })),
);

/** The quick-view dialog of a list of cards, open while `product` is set. */
export function QuickView({ product, onClose }: { product: TProductCard | null; onClose: () => void }) {
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewDialog product={product} onClose={onClose} />
    </Suspense>
  );
}
