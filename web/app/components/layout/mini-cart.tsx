import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCartSummary } from '~/features/cart';
import { useMediaQuery } from '~/lib/use-media-query';
import { CartIcon, cartLabel, iconButton } from './cart-icon';

// The dropdown and its menu library load only where the dropdown shows (wider than 640 px).
const MiniCartMenu = lazy(() => import('./mini-cart-menu').then((m) => ({ default: m.MiniCartMenu })));

/**
 * The cart icon with its badge and, on screens wider than 640px, a dropdown listing the items
 * (the dropdown is hidden at width 640 or less, the icon then links /cart). The page as sent
 * has both; once live, a phone keeps only the link.
 */
export function MiniCart() {
  const { count } = useCartSummary();
  const wide = useMediaQuery('(min-width: 641px)', true);
  const link = (hidden: string) => (
    <Link to="/cart" className={`${iconButton} ${hidden}`} aria-label={cartLabel(count)}>
      <CartIcon count={count} />
    </Link>
  );
  return (
    <>
      {link('hidden narrow:inline-flex')}
      {wide && (
        <Suspense fallback={link('inline-flex narrow:hidden')}>
          <MiniCartMenu />
        </Suspense>
      )}
    </>
  );
}
