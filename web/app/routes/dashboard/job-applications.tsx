import { DashboardJobApplicationsPage, loadJobApplications } from '~/features/careers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/job-applications';

export const meta: Route.MetaFunction = () => accountMeta('Job applications', { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadJobApplications(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label="Loading applications" />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardJobApplications({ loaderData }: Route.ComponentProps) {
  return <DashboardJobApplicationsPage {...loaderData} />;
}
