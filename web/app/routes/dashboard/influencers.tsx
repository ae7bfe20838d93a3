import { m } from '@upahar/contract/messages';
import { DashboardInfluencersPage, loadStaffInfluencers } from '~/features/influencers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/influencers';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_influencers(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffInfluencers(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_influencers()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardInfluencers({ loaderData }: Route.ComponentProps) {
  return <DashboardInfluencersPage {...loaderData} />;
}
