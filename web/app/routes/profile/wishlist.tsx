import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { accountMeta, requireToken } from '~/features/session';
import { loadWishes, WishlistLoading, WishlistPage } from '~/features/wishlist';
import { orMoreFailed } from '~/lib/more-rows';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = () => accountMeta(m.cart_wishlist_meta(), { noindex: true });

// "Load more" reads the next page through here too; one that could not be read is said under the
// list.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return orMoreFailed(request, () => loadWishes(pageParam(request), request.signal));
}

export const HydrateFallback = WishlistLoading;
export const ErrorBoundary = LoadError;

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage {...loaderData} />;
}
