import { DashboardAuditPage } from '~/features/audit/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => accountMeta('Audit log', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// shows store owners and customers that it is for admins.
export default function DashboardAudit() {
  return <DashboardAuditPage />;
}
