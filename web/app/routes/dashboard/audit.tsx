import { DashboardAuditPage, loadAuditLog } from '~/features/audit/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => accountMeta('Audit log', { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadAuditLog(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label="Loading the audit log" />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardAudit({ loaderData }: Route.ComponentProps) {
  return <DashboardAuditPage {...loaderData} />;
}
