import { m } from '@upahar/contract/messages';
import { DashboardCakesLoading, DashboardCakesPage, loadStaffCakes } from '~/features/catalog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/cakes';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_your_cakes(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffCakes(pageParam(request), request.signal);
}

export const HydrateFallback = DashboardCakesLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardCakes({ loaderData }: Route.ComponentProps) {
  return <DashboardCakesPage {...loaderData} />;
}
