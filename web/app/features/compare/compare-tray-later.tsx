import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCompare } from './use-compare';

// The tray shows only once the shopper picked something to compare, so its code (and the request
// for the products' pictures) waits until then instead of riding with every listing's scripts.
const Tray = lazy(() => import('./compare-tray').then((m) => ({ default: m.CompareTray })));

/** The floating compare tray, loaded when the compare list first has a product. */
export function CompareTray() {
  const { ids } = useCompare();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <Suspense fallback={null}>
      <Tray />
    </Suspense>
  );
}
