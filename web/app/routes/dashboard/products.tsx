import { m } from '@upahar/contract/messages';
import { DashboardProductsLoading, DashboardProductsPage, loadStaffProducts } from '~/features/catalog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_your_products(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffProducts(searchOf(request), request.signal);
}

export const HydrateFallback = DashboardProductsLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardProducts({ loaderData }: Route.ComponentProps) {
  return <DashboardProductsPage {...loaderData} />;
}
