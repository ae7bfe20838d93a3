import { DashboardCampaignsPage } from '~/features/campaigns/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/campaigns';

export const meta: Route.MetaFunction = () => accountMeta('Campaigns', { noindex: true });

export default function DashboardCampaigns() {
  return <DashboardCampaignsPage />;
}
