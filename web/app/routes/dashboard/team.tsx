import { m } from '@upahar/contract/messages';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { DashboardTeamLoading, DashboardTeamPage, loadStaffTeam } from '~/features/stores/staff';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_your_team(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { loaded: await loadStaffTeam(searchOf(request), request.signal) };
}

export const HydrateFallback = DashboardTeamLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardTeam({ loaderData }: Route.ComponentProps) {
  return <DashboardTeamPage {...loaderData} />;
}
