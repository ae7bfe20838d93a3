import { m } from '@upahar/contract/messages';
import {
  DashboardJobApplicationPage,
  JobApplicationLoading,
  loadJobApplication,
} from '~/features/careers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/job-application';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_job_application(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { application: await loadJobApplication(params.id, request.signal) };
}

export const HydrateFallback = JobApplicationLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardJobApplication({ loaderData, params }: Route.ComponentProps) {
  return <DashboardJobApplicationPage key={params.id} application={loaderData.application} />;
}
