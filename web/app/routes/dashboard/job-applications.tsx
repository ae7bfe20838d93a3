import { DashboardJobApplicationsPage } from '~/features/careers/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/job-applications';

export const meta: Route.MetaFunction = () => accountMeta('Job applications', { noindex: true });

export default function DashboardJobApplications() {
  return <DashboardJobApplicationsPage />;
}
