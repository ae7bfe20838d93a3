import { m } from '@upahar/contract/messages';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { DashboardStoresPage, loadAdminStores } from '~/features/stores/staff';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_stores(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadAdminStores(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_stores()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardStores({ loaderData }: Route.ComponentProps) {
  return <DashboardStoresPage {...loaderData} />;
}
