import { DashboardCampaignsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/campaigns';

export const meta: Route.MetaFunction = () => accountMeta('Campaigns', { noindex: true });

// Admins only: the page shows others that it is for admins.
export default function DashboardCampaigns() {
  return <DashboardCampaignsPage />;
}
