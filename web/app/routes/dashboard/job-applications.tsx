import { DashboardJobApplicationsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/job-applications';

export const meta: Route.MetaFunction = () => accountMeta('Job applications', { noindex: true });

export default function DashboardJobApplications() {
  return <DashboardJobApplicationsPage />;
}
