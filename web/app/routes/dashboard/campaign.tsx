import { DashboardCampaignPage } from '~/features/campaigns/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/campaign';

export const meta: Route.MetaFunction = () => accountMeta('Campaign', { noindex: true });

export default function DashboardCampaign({ params }: Route.ComponentProps) {
  return <DashboardCampaignPage key={params.id} id={params.id} />;
}
