import { m } from '@upahar/contract/messages';
import { DashboardCampaignsPage, loadStaffCampaigns } from '~/features/campaigns/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/campaigns';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_campaigns(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffCampaigns(request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_campaigns()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardCampaigns({ loaderData }: Route.ComponentProps) {
  return <DashboardCampaignsPage {...loaderData} />;
}
