import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { loadOrder, OrderDetailLoading, OrderDetailPage } from '~/features/orders';
import { accountMeta, requireToken } from '~/features/session';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/view-order';

export const meta: Route.MetaFunction = () => accountMeta(m.orders_meta_order(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  // ?status comes back from a payment return (shown, never trusted); ?pay=1 from the cart.
  const search = searchOf(request);
  const statusHint = search.get('status');
  const order = await loadOrder(params.id, statusHint, request.signal);
  return { order, statusHint, payOnOpen: search.get('pay') === '1' };
}

export const HydrateFallback = OrderDetailLoading;
export const ErrorBoundary = LoadError;

export default function ViewOrder({ params, loaderData }: Route.ComponentProps) {
  // A new order id is a new page: nothing of the previous order's forms carries over.
  return <OrderDetailPage key={params.id} {...loaderData} />;
}
