import { m } from '@upahar/contract/messages';
import { DashboardContestsPage, loadStaffContests } from '~/features/contests/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/contests';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_contests(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffContests(request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_contests()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardContests({ loaderData }: Route.ComponentProps) {
  return <DashboardContestsPage {...loaderData} />;
}
