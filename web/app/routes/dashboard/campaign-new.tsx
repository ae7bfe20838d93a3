import { m } from '@upahar/contract/messages';
import { DashboardCampaignPage } from '~/features/campaigns/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/campaign-new';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_new_campaign(), { noindex: true });

export default function DashboardNewCampaign() {
  return <DashboardCampaignPage />;
}
