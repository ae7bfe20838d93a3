import { DashboardInfluencersPage, loadStaffInfluencers } from '~/features/influencers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/influencers';

export const meta: Route.MetaFunction = () => accountMeta('Influencers', { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffInfluencers(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label="Loading influencers" />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardInfluencers({ loaderData }: Route.ComponentProps) {
  return <DashboardInfluencersPage {...loaderData} />;
}
