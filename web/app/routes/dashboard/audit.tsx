import { DashboardAuditPage } from '~/features/audit/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => accountMeta('Audit log', { noindex: true });

export default function DashboardAudit() {
  return <DashboardAuditPage />;
}
