import { m } from '@upahar/contract/messages';
import { DashboardCouponsPage, loadStaffCoupons } from '~/features/coupons/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_coupons(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffCoupons(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_coupons()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardCoupons({ loaderData }: Route.ComponentProps) {
  return <DashboardCouponsPage {...loaderData} />;
}
