import { m } from '@upahar/contract/messages';
import { DashboardModerationPage, loadReports } from '~/features/community/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/moderation';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_moderation(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadReports(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_reports()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardModeration({ loaderData }: Route.ComponentProps) {
  return <DashboardModerationPage {...loaderData} />;
}
