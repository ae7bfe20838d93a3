import { DashboardApplicationsPage } from '~/features/selling/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = () => accountMeta('Applications to sell', { noindex: true });

export default function DashboardApplications() {
  return <DashboardApplicationsPage />;
}
