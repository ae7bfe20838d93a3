import { m } from '@upahar/contract/messages';
import { DashboardPayoutsLoading, DashboardPayoutsPage, loadStaffPayouts } from '~/features/earnings/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/payouts';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_payouts_to_stores(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffPayouts(searchOf(request), request.signal);
}

export const HydrateFallback = DashboardPayoutsLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPayouts({ loaderData }: Route.ComponentProps) {
  return <DashboardPayoutsPage {...loaderData} />;
}
