import { m } from '@upahar/contract/messages';
import { DashboardPrizeAwardsPage, loadPrizeAwards } from '~/features/prizes/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/prize-awards';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_won_prizes(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadPrizeAwards(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_won_prizes()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPrizeAwards({ loaderData }: Route.ComponentProps) {
  return <DashboardPrizeAwardsPage {...loaderData} />;
}
