import { m } from '@upahar/contract/messages';
import { DashboardJobApplicationsPage, loadJobApplications } from '~/features/careers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/job-applications';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_job_applications(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadJobApplications(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_applications()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardJobApplications({ loaderData }: Route.ComponentProps) {
  return <DashboardJobApplicationsPage {...loaderData} />;
}
