import { accountMeta } from '~/features/session';
import { WishlistPage } from '~/features/wishlist';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = () => accountMeta('Your wishlist', { noindex: true });

export default function Wishlist() {
  return <WishlistPage />;
}
