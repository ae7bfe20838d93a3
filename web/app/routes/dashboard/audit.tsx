import { m } from '@upahar/contract/messages';
import { DashboardAuditPage, loadAuditLog } from '~/features/audit/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_audit_log(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadAuditLog(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_the_audit_log()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardAudit({ loaderData }: Route.ComponentProps) {
  return <DashboardAuditPage {...loaderData} />;
}
