import { DashboardPrizeAwardsPage, loadPrizeAwards } from '~/features/prizes/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/prize-awards';

export const meta: Route.MetaFunction = () => accountMeta('Won prizes', { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadPrizeAwards(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label="Loading won prizes…" />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPrizeAwards({ loaderData }: Route.ComponentProps) {
  return <DashboardPrizeAwardsPage {...loaderData} />;
}
