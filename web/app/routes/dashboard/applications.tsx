import { m } from '@upahar/contract/messages';
import { DashboardApplicationsPage, loadApplications } from '~/features/selling/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_applications_to_sell(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadApplications(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_applications()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardApplications({ loaderData }: Route.ComponentProps) {
  return <DashboardApplicationsPage {...loaderData} />;
}
