import { m } from '@upahar/contract/messages';
import { DashboardOrdersLoading, DashboardOrdersPage, loadDashboardOrders } from '~/features/orders/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_orders_to_fulfil(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadDashboardOrders(searchOf(request), request.signal);
}

export const HydrateFallback = DashboardOrdersLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardOrders({ loaderData }: Route.ComponentProps) {
  return <DashboardOrdersPage {...loaderData} />;
}
