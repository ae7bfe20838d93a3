import { DashboardApplicationsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = () => accountMeta('Applications to sell', { noindex: true });

export default function DashboardApplications() {
  return <DashboardApplicationsPage />;
}
