import { m } from '@upahar/contract/messages';
import {
  DashboardEarningsLoading,
  DashboardEarningsPage,
  loadStaffEarnings,
} from '~/features/earnings/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/earnings';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_earnings(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { loaded: await loadStaffEarnings(searchOf(request), request.signal) };
}

export const HydrateFallback = DashboardEarningsLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardEarnings({ loaderData }: Route.ComponentProps) {
  return <DashboardEarningsPage {...loaderData} />;
}
