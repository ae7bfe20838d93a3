import { DashboardCampaignPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/campaign-new';

export const meta: Route.MetaFunction = () => accountMeta('New campaign', { noindex: true });

export default function DashboardNewCampaign() {
  return <DashboardCampaignPage />;
}
