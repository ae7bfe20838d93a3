import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchOrders, OrderList, OrderListLoading } from '~/features/orders';
import { accountMeta, requireToken } from '~/features/session';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => accountMeta(m.orders_meta_list(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const page = pageParam(request);
  const res = await fetchOrders(page, request.signal);
  return { page, orders: res.data.orders, pagination: res.meta?.pagination ?? null };
}

export const HydrateFallback = OrderListLoading;
export const ErrorBoundary = LoadError;

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <OrderList {...loaderData} />;
}
