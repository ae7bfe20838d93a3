import { m } from '@upahar/contract/messages';
import { CampaignLoading, DashboardCampaignPage, loadStaffCampaign } from '~/features/campaigns/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/campaign';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_campaign(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffCampaign(params.id, request.signal);
}

export const HydrateFallback = CampaignLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardCampaign({ loaderData, params }: Route.ComponentProps) {
  return <DashboardCampaignPage key={params.id} {...loaderData} />;
}
