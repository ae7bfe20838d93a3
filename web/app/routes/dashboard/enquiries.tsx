import { m } from '@upahar/contract/messages';
import { DashboardInterestsPage, loadInterests } from '~/features/selling/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_seller_enquiries(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadInterests(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_enquiries()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardEnquiries({ loaderData }: Route.ComponentProps) {
  return <DashboardInterestsPage data={loaderData} />;
}
